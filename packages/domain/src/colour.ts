/**
 * Accessible colours from a store's theme colour (WCAG 2.2 AA, 1.4.3 and 1.4.11). A store sets its theme colour
 * (settings.themeColor); a light one such as #FE9A69 is 2.1:1 against white, too pale for white text on it or for
 * itself as text. The palette keeps the theme as the brand surface and derives what goes on and around it.
 */

type Rgb = readonly [number, number, number];

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** The minimum contrast ratios of WCAG 2.2 AA: body text, and large text, icons and component boundaries. */
export const contrastMinimum = { text: 4.5, graphic: 3 } as const;

/** Reads #rgb or #rrggbb (an alpha part, #rgba or #rrggbbaa, is ignored); null when not a hex colour. */
export function parseHexColour(hex: string): Rgb | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length <= 4 ? [...m[1].slice(0, 3)].map((d) => d + d) : m[1].slice(0, 6).match(/../g);
  const [r = 0, g = 0, b = 0] = (digits ?? []).map((d) => Number.parseInt(d, 16));
  return [r, g, b];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `share` (0–1) of colour a into colour b, as CSS color-mix(in srgb, a share, b) does. */
function mix(a: Rgb, share: number, b: Rgb): Rgb {
  return [0, 1, 2].map((i) => (a[i] ?? 0) * share + (b[i] ?? 0) * (1 - share)) as unknown as Rgb;
}

function parsed(hex: string): Rgb {
  const rgb = parseHexColour(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  return rgb;
}

/** The WCAG contrast ratio of two hex colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  return ratio(parsed(a), parsed(b));
}

/**
 * Of a dark and a light text colour, the one that reads better on `background`; black or white when neither
 * reaches 4.5:1 (on a mid-tone one of the two always does).
 */
export function textColourOn(background: string, dark = '#1d1b19', light = '#ffffff'): string {
  const better = (a: string, b: string) =>
    contrastRatio(a, background) >= contrastRatio(b, background) ? a : b;
  const preferred = better(dark, light);
  return contrastRatio(preferred, background) >= contrastMinimum.text
    ? preferred
    : better('#000000', '#ffffff');
}

/**
 * The colour itself when it reaches `minimum` against every background, else the lightest darker shade of it
 * (mixed with black, so the hue stays) that does; black in the end reaches 4.5:1 on any light background.
 */
export function shadeFor(colour: string, backgrounds: readonly string[], minimum: number): string {
  const base = parsed(colour);
  const grounds = backgrounds.map(parsed);
  for (let keep = 100; keep >= 0; keep -= 1) {
    const shade = mix(base, keep / 100, black);
    const rounded = parsed(toHex(shade));
    if (grounds.every((g) => ratio(rounded, g) >= minimum)) return toHex(rounded);
  }
  return toHex(black);
}

/** The CSS variables the web client derives from the theme colour (DESIGN §5). */
export interface ThemePalette {
  /** The brand surface: buttons, active pills and markers. */
  theme: string;
  /** Text and icons on the theme surface. */
  onTheme: string;
  /** The pale tint behind selected chips and notes (14% theme in white, as the stylesheet mixes it). */
  soft: string;
  /** The theme as text and thin icons on white, the page and the soft tint: at least 4.5:1. */
  strong: string;
  /** The theme as large text, icons, focus rings and component edges: at least 3:1 on the same grounds. */
  edge: string;
}

/** Share of the theme in the soft tint (--theme-soft). */
export const themeSoftShare = 0.14;

/**
 * The accessible palette of a theme colour: text on it by contrast, and shades of it dark enough for text and
 * for graphics on the light grounds the app uses (`page` is the app's page background).
 */
export function themePalette(themeColour: string, page = '#f6f4f1'): ThemePalette {
  const theme = toHex(parsed(themeColour));
  const soft = toHex(mix(parsed(theme), themeSoftShare, white));
  const grounds = [toHex(white), page, soft];
  return {
    theme,
    onTheme: textColourOn(theme),
    soft,
    strong: shadeFor(theme, grounds, contrastMinimum.text),
    edge: shadeFor(theme, grounds, contrastMinimum.graphic),
  };
}
