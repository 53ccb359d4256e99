import type { BreadShape } from '../visuals.ts';
import { between, darker, el, lighter, seeded } from './svg.ts';

const CRUMB = '#FFF1D6';

function croissant(c: string): string {
  // Five overlapping lobes along an arc, the middle one largest.
  const lobes = [
    { x: 108, y: 262, rx: 34, ry: 26, a: -38 },
    { x: 146, y: 226, rx: 42, ry: 36, a: -20 },
    { x: 200, y: 212, rx: 50, ry: 44, a: 0 },
    { x: 254, y: 226, rx: 42, ry: 36, a: 20 },
    { x: 292, y: 262, rx: 34, ry: 26, a: 38 },
  ];
  const order = [0, 4, 1, 3, 2];
  return order
    .map((i) => {
      const l = lobes[i]!;
      return `${el('ellipse', { cx: l.x, cy: l.y, rx: l.rx, ry: l.ry, fill: i === 2 ? c : darker(c, 0.08), transform: `rotate(${l.a} ${l.x} ${l.y})`, stroke: darker(c, 0.25), 'stroke-width': 3 })}${el('ellipse', { cx: l.x - 6, cy: l.y - l.ry * 0.45, rx: l.rx * 0.5, ry: 6, fill: lighter(c, 0.35), transform: `rotate(${l.a} ${l.x} ${l.y})` })}`;
    })
    .join('');
}

function bun(c: string, seed: string, topping: 'floss' | 'sesame'): string {
  const rand = seeded(seed);
  const dots: string[] = [];
  for (let i = 0; i < (topping === 'floss' ? 46 : 24); i++) {
    const x = between(rand, 130, 270);
    const y = between(rand, 172, 214) + Math.abs(x - 200) * 0.35;
    dots.push(
      topping === 'floss'
        ? el('path', {
            d: `M${x} ${y} q6 -8 12 0`,
            stroke: '#B5672C',
            'stroke-width': 3,
            fill: 'none',
            'stroke-linecap': 'round',
          })
        : el('ellipse', {
            cx: x,
            cy: y,
            rx: 2.5,
            ry: 4.5,
            fill: '#FFF6DE',
            transform: `rotate(${between(rand, -60, 60)} ${x} ${y})`,
          }),
    );
  }
  return [
    el('path', { d: 'M96 292 Q96 160 200 158 Q304 160 304 292 Q200 312 96 292Z', fill: c }),
    el('path', {
      d: 'M124 210 Q150 176 196 170',
      stroke: lighter(c, 0.4),
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    topping === 'sesame' ? el('circle', { cx: 200, cy: 200, r: 10, fill: darker(c, 0.2) }) : '',
    ...dots,
  ].join('');
}

function loaf(c: string): string {
  const scores = [150, 200, 250]
    .map((x) =>
      el('path', {
        d: `M${x - 20} 206 Q${x} 190 ${x + 24} 212`,
        stroke: lighter(c, 0.45),
        'stroke-width': 9,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  return `${el('ellipse', { cx: 200, cy: 240, rx: 136, ry: 74, fill: c })}${el('ellipse', { cx: 200, cy: 226, rx: 118, ry: 52, fill: lighter(c, 0.12) })}${scores}`;
}

function toast(c: string): string {
  const slice =
    'M130 320 L130 200 Q100 196 104 160 Q112 118 200 116 Q288 118 296 160 Q300 196 270 200 L270 320Z';
  return [
    el('path', { d: slice, fill: c, transform: 'translate(22 -8)' }),
    el('path', { d: slice, fill: c }),
    el('path', {
      d: 'M144 308 L144 192 Q118 188 120 162 Q128 132 200 130 Q272 132 280 162 Q282 188 256 192 L256 308Z',
      fill: CRUMB,
    }),
    el('circle', { cx: 180, cy: 230, r: 3, fill: darker(CRUMB, 0.12) }),
    el('circle', { cx: 222, cy: 262, r: 3, fill: darker(CRUMB, 0.12) }),
  ].join('');
}

function danish(c: string): string {
  const petals = [0, 90, 180, 270]
    .map((a) =>
      el('ellipse', {
        cx: 200,
        cy: 168,
        rx: 40,
        ry: 56,
        fill: darker(c, 0.06),
        transform: `rotate(${a + 45} 200 232)`,
      }),
    )
    .join('');
  return `${el('rect', { x: 120, y: 152, width: 160, height: 160, rx: 34, fill: c, transform: 'rotate(45 200 232)' })}${petals}${el('circle', { cx: 200, cy: 232, r: 46, fill: '#FFF4C7' })}${el('circle', { cx: 188, cy: 222, r: 12, fill: '#FFFBE6' })}`;
}

function brioche(c: string): string {
  return `${el('circle', { cx: 200, cy: 236, r: 104, fill: c })}${el('path', { d: 'M200 236 m0 -10 a10 10 0 1 1 -10 10 a22 22 0 0 1 22 -22 a34 34 0 0 1 34 34 a48 48 0 0 1 -48 48 a62 62 0 0 1 -62 -62 a76 76 0 0 1 76 -76', stroke: '#8CBF66', 'stroke-width': 14, fill: 'none', 'stroke-linecap': 'round' })}`;
}

/** A loaf, bun or pastry centred on the 400 × 400 canvas. */
export function breadShape(shape: BreadShape, crust: string, seed: string): string {
  switch (shape) {
    case 'croissant':
      return croissant(crust);
    case 'flossBun':
      return bun(crust, seed, 'floss');
    case 'redBeanBun':
      return bun(crust, seed, 'sesame');
    case 'loaf':
      return loaf(crust);
    case 'toast':
      return toast(crust);
    case 'danish':
      return danish(crust);
    case 'brioche':
      return brioche(crust);
  }
}
