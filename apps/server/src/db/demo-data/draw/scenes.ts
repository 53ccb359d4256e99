import type { Visual } from '../visuals.ts';
import { breadShape } from './bakery.ts';
import { cakeSlice, wholeCake } from './desserts.ts';
import { fruitTeaCup, hotCoffeeCup, icedCoffeeGlass, leafMark, milkTeaCup } from './drinks.ts';
import { snackShape } from './snacks.ts';
import { between, darker, el, group, lighter, seeded, svgDocument } from './svg.ts';

const BRAND = '#FE9A69';

/** The item alone, drawn for a 400 × 400 canvas without background. */
export function drawItem(v: Visual, seed: string): string {
  switch (v.kind) {
    case 'milkTea':
      return milkTeaCup(v, seed);
    case 'fruitTea':
      return fruitTeaCup(v, seed);
    case 'hotCoffee':
      return hotCoffeeCup(v);
    case 'icedCoffee':
      return icedCoffeeGlass(v, seed);
    case 'bread':
      return breadShape(v.shape, v.crust, seed);
    case 'cakeSlice':
      return cakeSlice(v, seed);
    case 'wholeCake':
      return wholeCake(v, seed);
    case 'snack':
      return snackShape(v.shape, v.color, seed);
    case 'set':
      // The drink stands behind, the food in front, on a shared tray.
      return [
        el('rect', { x: 40, y: 300, width: 320, height: 36, rx: 18, fill: '#E9C89B' }),
        el('rect', { x: 40, y: 300, width: 320, height: 10, rx: 5, fill: '#F3DDBB' }),
        group('translate(10 20) scale(0.68)', drawItem(v.items[0], `${seed}-0`)),
        group('translate(140 118) scale(0.58)', drawItem(v.items[1], `${seed}-1`)),
      ].join('');
  }
}

function confetti(seed: string, bg: string, width: number, height: number, count: number): string {
  const rand = seeded(`${seed}-bg`);
  return Array.from({ length: count }, (_, i) => {
    const x = between(rand, 10, width - 10);
    const y = between(rand, 10, height - 10);
    const fill = i % 2 === 0 ? lighter(bg, 0.55) : darker(bg, 0.08);
    return i % 3 === 0
      ? el('rect', {
          x,
          y,
          width: 10,
          height: 10,
          rx: 3,
          fill,
          transform: `rotate(${between(rand, 0, 90)} ${x} ${y})`,
        })
      : el('circle', { cx: x, cy: y, r: between(rand, 4, 9), fill });
  }).join('');
}

/** A product picture: soft background, a halo, a ground shadow and the item. */
export function productImage(v: Visual, seed: string): string {
  return svgDocument(
    400,
    400,
    [
      el('rect', { width: 400, height: 400, rx: 40, fill: v.bg }),
      el('circle', { cx: 200, cy: 214, r: 150, fill: '#FFFFFF', 'fill-opacity': 0.45 }),
      confetti(seed, v.bg, 400, 400, 9),
      el('ellipse', { cx: 200, cy: 346, rx: 118, ry: 14, fill: '#000000', 'fill-opacity': 0.07 }),
      drawItem(v, seed),
    ].join(''),
  );
}

/** A category icon: a round badge with a small drawing of the category's typical product. */
export function categoryIcon(v: Visual, seed: string): string {
  return svgDocument(
    96,
    96,
    `${el('circle', { cx: 48, cy: 48, r: 48, fill: v.bg })}${group('translate(6 4) scale(0.21)', drawItem(v, seed))}`,
  );
}

/** A wide home banner: a coloured scene with a few products and decorations, no text. */
export function bannerImage(bg: string, items: Visual[], seed: string): string {
  const placed = items
    .map((v, i) => {
      // Items are drawn on a 400 px canvas and mostly fill its middle; keep the last one inside the banner.
      const x = 300 + i * 120;
      const s = i === 1 ? 0.7 : 0.6;
      return group(`translate(${x} ${i === 1 ? 40 : 70}) scale(${s})`, drawItem(v, `${seed}-${i}`));
    })
    .join('');
  return svgDocument(
    750,
    320,
    [
      el('rect', { width: 750, height: 320, rx: 24, fill: bg }),
      el('circle', { cx: 120, cy: 300, r: 190, fill: lighter(bg, 0.3) }),
      el('circle', { cx: 650, cy: 20, r: 150, fill: lighter(bg, 0.2) }),
      confetti(seed, bg, 750, 320, 18),
      // The left part stays quiet: the client may lay the banner title over it.
      el('path', {
        d: 'M40 250 Q120 200 230 230',
        stroke: '#FFFFFF',
        'stroke-opacity': 0.5,
        'stroke-width': 10,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
      leafMark(150, 120, '#FFFFFF', 4.5),
      el('ellipse', { cx: 520, cy: 300, rx: 250, ry: 16, fill: '#000000', 'fill-opacity': 0.06 }),
      placed,
    ].join(''),
  );
}

/** The chain's logo: a leaf over a cup on the brand colour. */
export function logoImage(): string {
  return svgDocument(
    160,
    160,
    [
      el('circle', { cx: 80, cy: 80, r: 80, fill: BRAND }),
      el('path', { d: 'M46 70 L114 70 L106 124 Q80 134 54 124Z', fill: '#FFFFFF' }),
      el('rect', { x: 42, y: 62, width: 76, height: 12, rx: 6, fill: '#FFF3EA' }),
      el('path', { d: 'M62 54 Q58 22 100 20 Q102 54 62 54Z', fill: '#FFFFFF' }),
      el('path', { d: 'M66 50 Q80 38 94 26', stroke: BRAND, 'stroke-width': 3, fill: 'none' }),
      el('circle', { cx: 70, cy: 108, r: 5, fill: BRAND }),
      el('circle', { cx: 86, cy: 112, r: 5, fill: BRAND }),
    ].join(''),
  );
}
