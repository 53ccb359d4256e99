/** Tiny helpers to write compact SVG by hand: elements, colours and a seeded random source. */

export type Attrs = Record<string, string | number | undefined>;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** One element; numbers are rounded to one decimal to keep the files small. */
export function el(tag: string, attrs: Attrs, children = ''): string {
  const parts = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`);
  const open = `<${tag}${parts.length > 0 ? ` ${parts.join(' ')}` : ''}`;
  return children ? `${open}>${children}</${tag}>` : `${open}/>`;
}

export function group(transform: string, children: string): string {
  return el('g', { transform }, children);
}

/** A path from points, closed. */
export function polygon(points: Array<[number, number]>, attrs: Attrs): string {
  return el('polygon', { points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), ...attrs });
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((v, i) => Math.round(v + (cb[i]! - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export const lighter = (c: string, t = 0.35) => mix(c, '#FFFFFF', t);
export const darker = (c: string, t = 0.25) => mix(c, '#000000', t);

/** A deterministic random source per name, so regenerating the images gives the same files. */
export function seeded(name: string): () => number {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let s = h >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random number in [min, max). */
export function between(rand: () => number, min: number, max: number): number {
  return min + (max - min) * rand();
}
