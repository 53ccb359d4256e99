import type { SnackShape } from '../visuals.ts';
import { between, darker, el, group, lighter, polygon, seeded } from './svg.ts';

function eggTart(c: string, x: number, y: number, s: number, seed: string): string {
  const rand = seeded(seed);
  const flutes = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    const r = i % 2 === 0 ? 78 : 70;
    return [r * Math.cos(a), r * 0.62 * Math.sin(a)] as [number, number];
  });
  const spots = Array.from({ length: 5 }, () =>
    el('ellipse', {
      cx: between(rand, -36, 36),
      cy: between(rand, -14, 14),
      rx: between(rand, 6, 12),
      ry: between(rand, 4, 7),
      fill: '#B8672B',
      'fill-opacity': 0.8,
    }),
  ).join('');
  return group(
    `translate(${x} ${y}) scale(${s})`,
    `${el('ellipse', { cx: 0, cy: 16, rx: 70, ry: 30, fill: '#C98A3E' })}${polygon(flutes, { fill: '#E9B66A' })}${el('ellipse', { rx: 56, ry: 32, fill: c })}${spots}`,
  );
}

function macaron(x: number, y: number, c: string): string {
  return `${el('ellipse', { cx: x, cy: y + 20, rx: 60, ry: 20, fill: c })}${el('rect', { x: x - 54, y: y + 2, width: 108, height: 14, rx: 7, fill: '#FFF8EC' })}${el('ellipse', { cx: x, cy: y - 4, rx: 60, ry: 22, fill: c })}${el('ellipse', { cx: x - 18, cy: y - 12, rx: 16, ry: 5, fill: lighter(c, 0.4) })}`;
}

function cookie(x: number, y: number, c: string, seed: string): string {
  const rand = seeded(seed);
  const chips = Array.from({ length: 7 }, () => {
    const a = between(rand, 0, Math.PI * 2);
    const r = between(rand, 10, 55);
    return el('rect', {
      x: x + r * Math.cos(a) - 7,
      y: y + r * Math.sin(a) - 6,
      width: 14,
      height: 12,
      rx: 4,
      fill: '#4A2C20',
    });
  }).join('');
  return `${el('circle', { cx: x, cy: y, r: 74, fill: c })}${el('circle', { cx: x - 10, cy: y - 10, r: 58, fill: lighter(c, 0.12) })}${chips}`;
}

/** A snack or small pastry on the 400 × 400 canvas. */
export function snackShape(shape: SnackShape, c: string, seed: string): string {
  switch (shape) {
    case 'eggTart':
      return `${eggTart(c, 140, 250, 0.9, `${seed}a`)}${eggTart(c, 250, 220, 1.05, `${seed}b`)}`;
    case 'macarons':
      return `${macaron(200, 290, '#F6A9BD')}${macaron(200, 232, c)}${macaron(200, 174, '#C7B3E5')}`;
    case 'cookie':
      return `${cookie(160, 250, darker(c, 0.06), `${seed}a`)}${cookie(248, 212, c, `${seed}b`)}`;
    case 'mochi':
      return `${el('ellipse', { cx: 200, cy: 300, rx: 140, ry: 30, fill: '#FFFFFF' })}${[
        [140, 262, '#F8D9E0'],
        [260, 262, '#DDEFD2'],
        [200, 220, c],
      ]
        .map(
          ([x, y, f]) =>
            `${el('circle', { cx: x, cy: y, r: 54, fill: f })}${el('ellipse', { cx: (x as number) - 16, cy: (y as number) - 20, rx: 16, ry: 9, fill: '#FFFFFF', 'fill-opacity': 0.7 })}`,
        )
        .join('')}`;
    case 'pretzel': {
      const rand = seeded(seed);
      const salt = Array.from({ length: 16 }, () =>
        el('rect', {
          x: between(rand, 120, 280),
          y: between(rand, 150, 300),
          width: 6,
          height: 5,
          fill: '#FFFFFF',
        }),
      ).join('');
      return `${el('path', { d: 'M130 290 Q60 200 130 150 Q200 110 240 200 Q260 260 200 280 Q140 260 160 200 Q200 110 270 150 Q340 200 270 290', stroke: c, 'stroke-width': 30, fill: 'none', 'stroke-linecap': 'round' })}${salt}`;
    }
    case 'pineappleCake':
      return [
        [150, 240],
        [250, 210],
      ]
        .map(
          ([x, y]) =>
            `${polygon(
              [
                [x! - 60, y! - 20],
                [x! + 40, y! - 20],
                [x! + 60, y! - 40],
                [x! - 40, y! - 40],
              ],
              { fill: lighter(c, 0.2) },
            )}${el('rect', { x: x! - 60, y: y! - 20, width: 100, height: 70, fill: c })}${polygon(
              [
                [x! + 40, y! - 20],
                [x! + 60, y! - 40],
                [x! + 60, y! + 30],
                [x! + 40, y! + 50],
              ],
              { fill: darker(c, 0.15) },
            )}${el('path', { d: `M${x! - 40} ${y! + 4} l20 20 l20 -20 l20 20`, stroke: darker(c, 0.2), 'stroke-width': 4, fill: 'none' })}`,
        )
        .join('');
  }
}
