// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { themePalette } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { defaultThemeColor } from './store-state.ts';
import { applyThemePalette } from './theme-palette.ts';

const css = readFileSync(resolve(import.meta.dirname, '../../../styles/global.css'), 'utf8');
const cssValue = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe('applyThemePalette', () => {
  it("sets a store's theme and the accessible colours derived from it", () => {
    const root = document.createElement('div');
    applyThemePalette('#1F4E79', root);
    expect(root.style.getPropertyValue('--theme')).toBe('#1f4e79');
    expect(root.style.getPropertyValue('--on-theme')).toBe('#ffffff');
    // A dark theme already reads as text on white: its own colour.
    expect(root.style.getPropertyValue('--theme-strong')).toBe('#1f4e79');
  });

  it('matches the first-paint values of styles/global.css for the default theme', () => {
    const p = themePalette(defaultThemeColor);
    expect(cssValue('--theme')).toBe(p.theme);
    expect(cssValue('--on-theme')).toBe(p.onTheme);
    expect(cssValue('--theme-soft')).toBe(p.soft);
    expect(cssValue('--theme-strong')).toBe(p.strong);
    expect(cssValue('--theme-edge')).toBe(p.edge);
  });
});
