import type { Topping, Visual } from '../visuals.ts';
import { between, darker, el, group, lighter, polygon, seeded } from './svg.ts';

function strawberryHalf(x: number, y: number, s = 1): string {
  return group(
    `translate(${x} ${y}) scale(${s})`,
    `${el('path', { d: 'M-18 -6 Q0 -20 18 -6 Q14 16 0 24 Q-14 16 -18 -6Z', fill: '#E84A5F' })}${el('path', { d: 'M-10 -4 Q0 -10 10 -4 Q8 10 0 15 Q-8 10 -10 -4Z', fill: '#FFB3BE' })}${el('path', { d: 'M-9 -12 L0 -22 L9 -12Z', fill: '#5FA84B' })}`,
  );
}

function toppingOn(t: Topping, cx: number, cy: number, seed: string): string {
  const rand = seeded(`${seed}-topping`);
  switch (t) {
    case 'strawberry':
      return `${strawberryHalf(cx - 22, cy, 1.1)}${strawberryHalf(cx + 20, cy - 6, 1.2)}`;
    case 'cherry':
      return `${el('path', { d: `M${cx} ${cy - 6} q6 -26 22 -30`, stroke: '#4E7A35', 'stroke-width': 4, fill: 'none' })}${el('circle', { cx, cy, r: 16, fill: '#B3122E' })}${el('circle', { cx: cx - 5, cy: cy - 5, r: 4, fill: '#F07A8C' })}`;
    case 'mango':
      return [
        [-24, 0],
        [0, -10],
        [22, 2],
      ]
        .map(([dx, dy]) =>
          el('rect', { x: cx + dx! - 11, y: cy + dy! - 11, width: 22, height: 22, rx: 5, fill: '#FFA62B' }),
        )
        .join('');
    case 'cocoa':
    case 'matcha': {
      const color = t === 'cocoa' ? '#6B4028' : '#7FAE56';
      return Array.from({ length: 26 }, () =>
        el('circle', {
          cx: cx + between(rand, -60, 60),
          cy: cy + between(rand, -14, 14),
          r: between(rand, 2, 4),
          fill: color,
        }),
      ).join('');
    }
    case 'durian':
      return el('path', {
        d: `M${cx - 30} ${cy} q10 -24 30 -20 q20 -4 30 20 q-30 12 -60 0Z`,
        fill: '#F4CF4C',
      });
    case 'chocolate':
      return [
        [-30, -2, 20],
        [0, -12, -15],
        [28, 0, 35],
      ]
        .map(([dx, dy, a]) =>
          el('rect', {
            x: cx + dx! - 14,
            y: cy + dy! - 5,
            width: 28,
            height: 10,
            rx: 3,
            fill: '#3A2118',
            transform: `rotate(${a} ${cx + dx!} ${cy + dy!})`,
          }),
        )
        .join('');
  }
}

/** A triangular cake slice seen from the front: layered face, shaded side, topping on top. */
export function cakeSlice(v: Extract<Visual, { kind: 'cakeSlice' }>, seed: string): string {
  const front = (y0: number, y1: number, fill: string) =>
    el('rect', { x: 104, y: y0, width: 160, height: y1 - y0, fill });
  const side = polygon(
    [
      [264, 196],
      [310, 150],
      [310, 270],
      [264, 318],
    ],
    { fill: darker(v.sponge, 0.18) },
  );
  return [
    el('ellipse', { cx: 210, cy: 322, rx: 130, ry: 20, fill: '#FFFFFF' }),
    side,
    front(196, 318, v.sponge),
    front(196, 214, v.cream),
    front(250, 264, v.cream),
    front(300, 318, darker(v.sponge, 0.25)),
    polygon(
      [
        [104, 196],
        [264, 196],
        [310, 150],
        [180, 150],
      ],
      { fill: v.cream },
    ),
    el('path', {
      d: 'M104 196 q20 12 40 0 q20 12 40 0 q20 12 40 0 q20 12 40 0',
      stroke: v.cream,
      'stroke-width': 8,
      fill: 'none',
    }),
    toppingOn(v.topping, 208, 168, seed),
  ].join('');
}

/** A whole round cake: cream top with piping, body, and its topping. */
export function wholeCake(v: Extract<Visual, { kind: 'wholeCake' }>, seed: string): string {
  const piping = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return el('circle', {
      cx: 200 + 96 * Math.cos(a),
      cy: 190 + 26 * Math.sin(a),
      r: 11,
      fill: lighter(v.cream, 0.3),
    });
  }).join('');
  const layers =
    v.topping === 'durian'
      ? [222, 244, 266, 288]
          .map((y) =>
            el('path', {
              d: `M96 ${y} Q200 ${y + 28} 304 ${y}`,
              stroke: '#F2C94C',
              'stroke-width': 4,
              fill: 'none',
            }),
          )
          .join('')
      : '';
  const drip =
    v.topping === 'chocolate'
      ? el('path', {
          d: 'M96 196 L96 226 q10 14 20 0 L116 216 q10 22 20 0 L136 222 q12 18 24 0 L160 214 q10 26 22 0 L182 222 q12 16 24 0 L206 216 q10 24 22 0 L228 222 q12 16 24 0 L252 214 q10 22 22 0 L274 222 q12 18 24 0 L298 226 L304 196Z',
          fill: v.cream,
        })
      : '';
  return [
    el('ellipse', { cx: 200, cy: 316, rx: 136, ry: 34, fill: '#FFFFFF' }),
    el('path', { d: 'M96 190 L96 300 Q200 340 304 300 L304 190Z', fill: v.body }),
    layers,
    drip,
    el('ellipse', { cx: 200, cy: 190, rx: 104, ry: 30, fill: v.cream }),
    piping,
    toppingOn(v.topping, 200, 182, seed),
  ].join('');
}
