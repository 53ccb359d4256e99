/**
 * Tells what image a file is from its bytes alone (never its name or declared type): JPEG, PNG or WebP, with the
 * width and height read from its header. The structure is walked to the end, so a truncated file, or one with
 * bytes after the image, is refused too.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp';

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

export type Sniffed = { ok: true; image: ImageInfo } | { ok: false; reason: string };

/** The extension and Content-Type each kind is stored and served with. */
export const imageFormats: Record<ImageKind, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

/** Sides above this, or more pixels than MAX_PIXELS, are refused: nobody's avatar, and costly to decode. */
export const MAX_SIDE = 8192;
export const MAX_PIXELS = 40_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fail = (reason: string): Sniffed => ({ ok: false, reason });

function ascii(b: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...b.subarray(at, at + length));
}
function u16be(b: Uint8Array, at: number): number {
  return (b[at]! << 8) | b[at + 1]!;
}
function u32be(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}
function u16le(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8);
}
function u24le(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
}
function u32le(b: Uint8Array, at: number): number {
  return u24le(b, at) + b[at + 3]! * 0x1000000;
}

/** PNG: the signature, IHDR first, then chunk after chunk up to IEND, which must end the file. */
function sniffPng(b: Uint8Array): Sniffed {
  if (b.length < 33 || ascii(b, 12, 4) !== 'IHDR' || u32be(b, 8) !== 13) return fail('png: no IHDR');
  const image: ImageInfo = { kind: 'png', width: u32be(b, 16), height: u32be(b, 20) };
  let at = 8;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) return fail(`png: ${type} chunk runs past the end`);
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') {
      if (!sawData) return fail('png: no image data');
      return end === b.length ? { ok: true, image } : fail('png: bytes after IEND');
    }
    at = end;
  }
  return fail('png: truncated before IEND');
}

const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: segments from SOI to the first scan (one of them the frame header with the size), and EOI last. */
function sniffJpeg(b: Uint8Array): Sniffed {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return fail('jpeg: bad segment');
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return fail('jpeg: ends before any scan');
    const length = u16be(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return fail('jpeg: segment runs past the end');
    if (SOF_MARKERS.has(marker) && length >= 7) size = { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    if (marker === 0xda) {
      if (!size) return fail('jpeg: scan before the frame header');
      // The entropy-coded data has no length to walk; a complete file ends with EOI.
      if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return fail('jpeg: truncated (no EOI)');
      return { ok: true, image: { kind: 'jpeg', ...size } };
    }
    at += 2 + length;
  }
  return fail('jpeg: truncated before the scan');
}

/** WebP size from its first image chunk: lossy VP8, lossless VP8L or the extended VP8X header. */
function webpSize(b: Uint8Array, type: string, data: number, length: number) {
  if (type === 'VP8X' && length >= 10)
    return { width: 1 + u24le(b, data + 4), height: 1 + u24le(b, data + 7) };
  if (type === 'VP8L' && length >= 5 && b[data] === 0x2f) {
    const bits = u32le(b, data + 1);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (
    type === 'VP8 ' &&
    length >= 10 &&
    b[data + 3] === 0x9d &&
    b[data + 4] === 0x01 &&
    b[data + 5] === 0x2a
  ) {
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  return null;
}

/** WebP: a RIFF container whose size is the file's, chunks that fill it exactly, one of them a bitstream. */
function sniffWebp(b: Uint8Array): Sniffed {
  if (b.length < 30 || ascii(b, 8, 4) !== 'WEBP') return fail('webp: not a WebP RIFF');
  if (u32le(b, 4) + 8 !== b.length) return fail('webp: RIFF size does not match the file (truncated?)');
  let at = 12;
  let size: { width: number; height: number } | null = null;
  let sawBitstream = false;
  while (at < b.length) {
    if (at + 8 > b.length) return fail('webp: truncated chunk header');
    const type = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const end = at + 8 + length + (length % 2);
    if (end > b.length) return fail(`webp: ${type} chunk runs past the end`);
    if (at === 12) size = webpSize(b, type, at + 8, length);
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') sawBitstream = true;
    at = end;
  }
  if (!size) return fail('webp: no readable image header');
  if (!sawBitstream) return fail('webp: no image data');
  return { ok: true, image: { kind: 'webp', ...size } };
}

function kindOf(b: Uint8Array): ImageKind | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/** What image the bytes hold, or why they are refused (not JPEG/PNG/WebP, damaged, or of absurd size). */
export function sniffImage(bytes: Uint8Array): Sniffed {
  const kind = kindOf(bytes);
  if (!kind) return fail('not a JPEG, PNG or WebP image');
  const sniffed = kind === 'png' ? sniffPng(bytes) : kind === 'jpeg' ? sniffJpeg(bytes) : sniffWebp(bytes);
  if (!sniffed.ok) return sniffed;
  const { width, height } = sniffed.image;
  if (width < 1 || height < 1) return fail(`${kind}: empty image ${width}x${height}`);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    return fail(`${kind}: absurd size ${width}x${height}`);
  }
  return sniffed;
}
