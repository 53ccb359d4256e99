import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { PosterLayout } from './poster-layout.ts';

/**
 * Drawing a poster (decision 080): satori lays the tree out and writes an SVG with every glyph as a path, resvg
 * (Rust, prebuilt for the platform through npm) turns it into a PNG. Behind an interface so the routes take any
 * renderer — the API tests hand them one that fails.
 */
export interface PosterRenderer {
  render(layout: PosterLayout): Promise<Uint8Array>;
  /** Lets go of what the renderer holds (its thread), when the app closes. */
  close?(): Promise<void>;
}

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

const require = createRequire(import.meta.url);
// Noto Sans SC (OFL-1.1) as TTF, the form satori reads (it cannot read woff2): it has Latin and the Traditional
// characters too, so one family serves the four languages. Two weights, 10 MB each, read once.
const fontFiles = [
  { weight: 400, file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
  { weight: 700, file: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
] as const;

let fonts: Promise<Font[]> | null = null;

/** The poster fonts, read on first use and kept; a failed read is tried again next time. */
export function posterFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    fontFiles.map(async ({ weight, file }) => ({
      name: 'Noto Sans SC',
      data: await readFile(require.resolve(file)),
      weight,
      style: 'normal' as const,
    })),
  ).catch((err: unknown) => {
    fonts = null;
    throw err;
  });
  return fonts;
}

/** Satori, then resvg, on the calling thread: what the poster thread runs (poster-worker.ts). */
export const satoriRenderer: PosterRenderer = {
  async render(layout) {
    const svg = await satori(layout.tree as unknown as Parameters<typeof satori>[0], {
      width: layout.width,
      height: layout.height,
      fonts: await posterFonts(),
    });
    // Satori has drawn the text as paths already: resvg needs no fonts of the system.
    const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
    return png.asPng();
  },
};
