import type { Fruit } from '../visuals.ts';
import { el, group, polygon } from './svg.ts';

/** A wheel of citrus: rind, pith and segments. */
function citrusWheel(color: string, rind: string): string {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return el('line', {
      x1: 0,
      y1: 0,
      x2: 30 * Math.cos(a),
      y2: 30 * Math.sin(a),
      stroke: '#FFFDF2',
      'stroke-width': 3,
    });
  }).join('');
  return `${el('circle', { r: 38, fill: rind })}${el('circle', { r: 32, fill: color })}${segments}`;
}

function strawberry(): string {
  const seeds = [
    [-8, -4],
    [6, -8],
    [-2, 6],
    [9, 4],
    [-10, 10],
    [2, 16],
  ]
    .map(([x, y]) => el('ellipse', { cx: x, cy: y, rx: 1.6, ry: 2.4, fill: '#FFE7A3' }))
    .join('');
  return `${el('path', { d: 'M-22 -14 Q0 -24 22 -14 Q20 14 0 28 Q-20 14 -22 -14Z', fill: '#E84A5F' })}${seeds}${el('path', { d: 'M-12 -16 L-4 -26 L0 -18 L6 -27 L12 -16Z', fill: '#5FA84B' })}`;
}

function passion(): string {
  const seeds = [
    [-9, -6],
    [7, -9],
    [0, 4],
    [10, 6],
    [-8, 10],
    [-2, -14],
  ]
    .map(([x, y]) => el('circle', { cx: x, cy: y, r: 3, fill: '#3A2A1A' }))
    .join('');
  return `${el('circle', { r: 34, fill: '#7B3F7A' })}${el('circle', { r: 27, fill: '#F5C542' })}${seeds}`;
}

function watermelon(): string {
  const seeds = [
    [-16, 8],
    [0, 4],
    [16, 8],
    [-8, 18],
    [8, 18],
  ]
    .map(([x, y]) => el('ellipse', { cx: x, cy: y, rx: 2, ry: 3.4, fill: '#2E2E2E' }))
    .join('');
  return `${el('path', { d: 'M-44 0 A44 44 0 0 0 44 0Z', fill: '#4E9F4A' })}${el('path', { d: 'M-38 0 A38 38 0 0 0 38 0Z', fill: '#F0545B' })}${seeds}`;
}

/** A garnish for a fruit tea, drawn around (0, 0), roughly 80 px across. */
export function fruitGarnish(fruit: Fruit): string {
  switch (fruit) {
    case 'lemon':
      return citrusWheel('#F8DF6B', '#F2C230');
    case 'mango':
      return [
        [-14, -10],
        [12, -4],
        [-2, 12],
      ]
        .map(([x, y], i) =>
          el('rect', {
            x: x! - 12,
            y: y! - 12,
            width: 24,
            height: 24,
            rx: 6,
            fill: i === 1 ? '#FFA62B' : '#FFC145',
            transform: `rotate(${i * 14 - 10} ${x} ${y})`,
          }),
        )
        .join('');
    case 'strawberry':
      return strawberry();
    case 'passion':
      return passion();
    case 'grape':
      return [
        [-14, -8],
        [12, -10],
        [0, 10],
        [-22, 14],
        [22, 12],
      ]
        .map(
          ([x, y]) =>
            `${el('circle', { cx: x, cy: y, r: 14, fill: '#7E4FB0' })}${el('circle', { cx: x! - 4, cy: y! - 5, r: 4, fill: '#B592DB' })}`,
        )
        .join('');
    case 'peach':
      return `${el('path', { d: 'M-34 10 Q0 -40 34 10 Q0 0 -34 10Z', fill: '#FF9E7A' })}${el('path', { d: 'M-30 10 Q0 -26 30 10 Q0 4 -30 10Z', fill: '#FFD3A8' })}`;
    case 'lychee':
      return `${el('circle', { cx: -12, r: 22, fill: '#E45A6F' })}${el('circle', { cx: 14, cy: 4, r: 20, fill: '#FFF6F2' })}${el('circle', { cx: 18, cy: 0, r: 6, fill: '#FFFFFF' })}`;
    case 'watermelon':
      return watermelon();
  }
}

/** Small pieces of fruit floating in the drink, scattered by the caller. */
export function fruitBit(fruit: Fruit, x: number, y: number, turn: number): string {
  const palette: Record<Fruit, string> = {
    mango: '#FFB02E',
    strawberry: '#E84A5F',
    passion: '#F5C542',
    lemon: '#FBE38E',
    grape: '#6C3F9E',
    peach: '#FFB48F',
    lychee: '#FFF8F3',
    watermelon: '#E8434C',
  };
  const shape =
    fruit === 'grape' || fruit === 'lychee'
      ? el('circle', { r: 9, fill: palette[fruit] })
      : polygon(
          [
            [-9, -7],
            [9, -8],
            [8, 8],
            [-8, 7],
          ],
          { fill: palette[fruit] },
        );
  return group(`translate(${x} ${y}) rotate(${turn})`, shape);
}
