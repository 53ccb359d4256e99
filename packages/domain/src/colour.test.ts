import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, shadeFor, textColourOn, themePalette } from './colour.ts';

describe('contrastRatio', () => {
  it('follows WCAG: 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fe9a69', '#fe9a69')).toBe(1);
    expect(contrastRatio('#fe9a69', '#ffffff')).toBeCloseTo(2.09, 2);
    expect(contrastRatio('#ffffff', '#fe9a69')).toBe(contrastRatio('#fe9a69', '#ffffff'));
  });

  it('reads short, long and alpha hex forms, and refuses anything else', () => {
    expect(parseHexColour('#f96')).toEqual([255, 153, 102]);
    expect(parseHexColour('#FE9A69cc')).toEqual([254, 154, 105]);
    expect(parseHexColour('orange')).toBeNull();
    expect(() => contrastRatio('rgb(0 0 0)', '#fff')).toThrow();
  });
});

describe('textColourOn', () => {
  it('puts dark text on the light orange theme and white text on a dark theme', () => {
    expect(textColourOn('#fe9a69')).toBe('#1d1b19');
    expect(textColourOn('#1f4e79')).toBe('#ffffff');
  });

  it('falls back to pure black or white on a mid-tone where neither text colour reaches 4.5:1', () => {
    expect(contrastRatio('#1d1b19', '#d9534f')).toBeLessThan(4.5);
    expect(contrastRatio('#ffffff', '#d9534f')).toBeLessThan(4.5);
    expect(textColourOn('#d9534f')).toBe('#000000');
  });
});

describe('shadeFor', () => {
  it('keeps a colour that already reaches the ratio', () => {
    expect(shadeFor('#1f4e79', ['#ffffff'], 4.5)).toBe('#1f4e79');
  });

  it('darkens a pale colour just enough to reach the ratio on every background', () => {
    const shade = shadeFor('#fe9a69', ['#ffffff', '#f6f4f1'], 4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#f6f4f1')).toBeGreaterThanOrEqual(4.5);
    // Just enough: one step lighter would fall short on the darker background.
    expect(contrastRatio(shade, '#f6f4f1')).toBeLessThan(4.7);
  });
});

describe('themePalette', () => {
  const themes = [
    '#FE9A69',
    '#ffd400',
    '#7ec8e3',
    '#e5484d',
    '#d9534f',
    '#808080',
    '#1f4e79',
    '#00a86b',
    '#ffffff',
  ];

  it.each(themes)(
    'gives %s readable text on it and shades that pass on white, the page and the tint',
    (theme) => {
      const p = themePalette(theme);
      expect(contrastRatio(p.onTheme, p.theme)).toBeGreaterThanOrEqual(4.5);
      for (const ground of ['#ffffff', '#f6f4f1', p.soft]) {
        expect(contrastRatio(p.strong, ground)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(p.edge, ground)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('keeps the orange brand: dark text on it (about 8:1) and orange-brown shades, the edge lighter than the text', () => {
    const p = themePalette('#FE9A69');
    expect(p.theme).toBe('#fe9a69');
    expect(contrastRatio(p.onTheme, p.theme)).toBeGreaterThan(6);
    const [r = 0, g = 0, b = 0] = parseHexColour(p.strong) ?? [];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(contrastRatio(p.edge, '#ffffff')).toBeLessThan(contrastRatio(p.strong, '#ffffff'));
  });
});
