import type { Visual } from '../visuals.ts';
import { fruitBit, fruitGarnish } from './fruits.ts';
import { between, darker, el, group, lighter, polygon, seeded } from './svg.ts';

const BRAND = '#FE9A69';
const CUP = { top: 118, bottom: 338, topLeft: 124, topRight: 276, bottomLeft: 146, bottomRight: 254 };

/** The x range inside the plastic cup at height y. */
function cupSpan(y: number, inset = 6): [number, number] {
  const t = (y - CUP.top) / (CUP.bottom - CUP.top);
  const left = CUP.topLeft + (CUP.bottomLeft - CUP.topLeft) * t;
  const right = CUP.topRight + (CUP.bottomRight - CUP.topRight) * t;
  return [left + inset, right - inset];
}

function cupBand(y0: number, y1: number): Array<[number, number]> {
  const [a, b] = cupSpan(y0, 0);
  const [c, d] = cupSpan(y1, 0);
  return [
    [a, y0],
    [b, y0],
    [d, y1],
    [c, y1],
  ];
}

/** A small leaf mark, the chain's logo shape, centred at (x, y). */
export function leafMark(x: number, y: number, color: string, size = 1): string {
  return group(
    `translate(${x} ${y}) scale(${size})`,
    `${el('path', { d: 'M-12 8 Q-14 -12 12 -12 Q12 10 -12 8Z', fill: color })}${el('path', { d: 'M-10 6 Q0 -2 8 -8', stroke: BRAND, 'stroke-width': 2, fill: 'none' })}`,
  );
}

/** A layer of drink inside the cup between two heights. */
function drinkBand(color: string, y0: number, y1: number): string {
  // Inset from the cup wall so the plastic edge shows around the drink.
  return polygon(
    cupBand(y0, y1).map(([x, y], i) => [x + (i % 3 === 0 ? 5 : -5), y]),
    { fill: color },
  );
}

/** The drink inside the cup, from `surface` down to the bottom. */
function drinkBody(color: string, surface: number): string {
  return drinkBand(color, surface, CUP.bottom - 4);
}

function straw(color: string, tilt: number): string {
  return el('rect', {
    x: 206,
    y: 34,
    width: 20,
    height: 170,
    rx: 10,
    fill: color,
    transform: `rotate(${tilt} 216 118)`,
  });
}

function cupShell(): string {
  const outline: Array<[number, number]> = [
    [CUP.topLeft, CUP.top],
    [CUP.topRight, CUP.top],
    [CUP.bottomRight, CUP.bottom],
    [CUP.bottomLeft, CUP.bottom],
  ];
  return `${polygon(outline, { fill: '#FFFFFF', 'fill-opacity': 0.35, stroke: '#FFFFFF', 'stroke-width': 5, 'stroke-linejoin': 'round' })}${el('path', { d: 'M142 140 L158 318', stroke: '#FFFFFF', 'stroke-opacity': 0.6, 'stroke-width': 9, 'stroke-linecap': 'round' })}`;
}

function sleeve(): string {
  return `${polygon(cupBand(222, 272), { fill: BRAND })}${leafMark(200, 247, '#FFFFFF', 1.1)}`;
}

function toppings(kind: string, rand: () => number): string {
  const bits: string[] = [];
  const count = kind === 'sago' ? 22 : 16;
  for (let i = 0; i < count; i++) {
    const y = kind === 'sago' ? between(rand, 170, 325) : between(rand, 290, 328);
    const [a, b] = cupSpan(y, 16);
    const x = between(rand, a, b);
    if (kind === 'pearls') bits.push(el('circle', { cx: x, cy: y, r: 9, fill: '#3B2418' }));
    else if (kind === 'redBean') bits.push(el('ellipse', { cx: x, cy: y, rx: 8, ry: 6, fill: '#8E3B36' }));
    else bits.push(el('circle', { cx: x, cy: y, r: 5, fill: '#FFFFFF', 'fill-opacity': 0.75 }));
  }
  return bits.join('');
}

/** A milk tea in a dome-lidded plastic cup with the brand sleeve and its topping. */
export function milkTeaCup(v: Extract<Visual, { kind: 'milkTea' }>, seed: string): string {
  const rand = seeded(seed);
  const foamEdge = [150, 172, 194, 216, 238].map((x) =>
    el('circle', { cx: x + 6, cy: 168, r: 11, fill: '#FFF6E6' }),
  );
  const foam = v.topping === 'foam' ? `${drinkBand('#FFF6E6', 132, 168)}${foamEdge.join('')}` : '';
  const lid = `${el('path', { d: 'M118 116 Q200 48 282 116Z', fill: '#FFFFFF', 'fill-opacity': 0.7 })}${el('rect', { x: 114, y: 108, width: 172, height: 14, rx: 7, fill: '#FFFFFF' })}`;
  return [
    straw(darker(v.bg, 0.35), 10),
    drinkBody(v.tea, 132),
    foam,
    v.topping === 'none' ? '' : toppings(v.topping, rand),
    cupShell(),
    sleeve(),
    lid,
  ].join('');
}

/** A fruit tea: an open cup with ice, fruit pieces, a garnish on the rim and a straw. */
export function fruitTeaCup(v: Extract<Visual, { kind: 'fruitTea' }>, seed: string): string {
  const rand = seeded(seed);
  const ice = Array.from({ length: 4 }, (_, i) => {
    const y = 150 + i * 34;
    const [a, b] = cupSpan(y, 30);
    const x = between(rand, a, b);
    return el('rect', {
      x: x - 15,
      y: y - 15,
      width: 30,
      height: 30,
      rx: 7,
      fill: '#FFFFFF',
      'fill-opacity': 0.45,
      transform: `rotate(${between(rand, -25, 25)} ${x} ${y})`,
    });
  }).join('');
  const bits = Array.from({ length: 9 }, () => {
    const y = between(rand, 175, 325);
    const [a, b] = cupSpan(y, 18);
    return fruitBit(v.fruit, between(rand, a, b), y, between(rand, 0, 90));
  }).join('');
  return [
    straw('#FFFFFF', -12),
    drinkBody(lighter(v.drink, 0.1), 128),
    drinkBand(lighter(v.drink, 0.4), 128, 150),
    bits,
    ice,
    cupShell(),
    sleeve(),
    group('translate(262 120) rotate(18)', fruitGarnish(v.fruit)),
  ].join('');
}

/** A hot coffee: a ceramic cup on a saucer with latte art and steam. */
export function hotCoffeeCup(v: Extract<Visual, { kind: 'hotCoffee' }>): string {
  const rim = darker(v.cup, 0.08);
  const steam = [170, 200, 230]
    .map((x, i) =>
      el('path', {
        d: `M${x} ${150 - i * 6} q-14 -20 0 -40 q14 -20 0 -40`,
        stroke: '#FFFFFF',
        'stroke-width': 7,
        fill: 'none',
        'stroke-linecap': 'round',
        'stroke-opacity': 0.8,
      }),
    )
    .join('');
  const art = `${el('circle', { cx: 190, cy: 208, r: 13, fill: lighter(v.coffee, 0.55) })}${el('circle', { cx: 210, cy: 208, r: 13, fill: lighter(v.coffee, 0.55) })}${polygon(
    [
      [178, 213],
      [222, 213],
      [200, 232],
    ],
    { fill: lighter(v.coffee, 0.55) },
  )}`;
  return [
    el('ellipse', { cx: 200, cy: 322, rx: 140, ry: 30, fill: '#FFFFFF' }),
    el('ellipse', { cx: 200, cy: 318, rx: 100, ry: 18, fill: darker('#FFFFFF', 0.06) }),
    el('path', { d: 'M276 232 q56 -6 46 40 q-8 34 -60 30', stroke: v.cup, 'stroke-width': 16, fill: 'none' }),
    el('path', { d: 'M110 210 L290 210 Q284 300 238 318 L162 318 Q116 300 110 210Z', fill: v.cup }),
    el('path', {
      d: 'M126 232 Q134 290 168 306',
      stroke: '#FFFFFF',
      'stroke-width': 8,
      'stroke-opacity': 0.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    el('ellipse', { cx: 200, cy: 210, rx: 90, ry: 26, fill: rim }),
    el('ellipse', { cx: 200, cy: 212, rx: 78, ry: 20, fill: v.coffee }),
    art,
    steam,
  ].join('');
}

/** An iced coffee in a tall glass: layered milk and coffee, ice cubes and a straw. */
export function icedCoffeeGlass(v: Extract<Visual, { kind: 'icedCoffee' }>, seed: string): string {
  const rand = seeded(seed);
  const ice = Array.from({ length: 5 }, (_, i) => {
    const x = between(rand, 165, 235);
    const y = 140 + i * 30;
    return el('rect', {
      x: x - 16,
      y: y - 16,
      width: 32,
      height: 32,
      rx: 7,
      fill: '#FFFFFF',
      'fill-opacity': 0.5,
      stroke: '#FFFFFF',
      'stroke-opacity': 0.7,
      transform: `rotate(${between(rand, -30, 30)} ${x} ${y})`,
    });
  }).join('');
  const layers = v.milk
    ? `${drinkBody(v.milk, 132)}${drinkBand(v.coffee, 132, 235)}`
    : drinkBody(v.coffee, 132);
  return [straw('#1F1F1F', 12), layers, ice, cupShell(), leafMark(200, 300, '#FFFFFF', 1.2)].join('');
}
