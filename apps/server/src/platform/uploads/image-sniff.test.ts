import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';
import { imageBytes, simpleWebp } from './test-images.ts';

const size = (bytes: Uint8Array) => {
  const s = sniffImage(bytes);
  return s.ok ? `${s.image.kind} ${s.image.width}x${s.image.height}` : `refused: ${s.reason}`;
};

/** A copy of a PNG whose header claims another size (the sniffer reads sizes, it does not decode). */
function pngClaiming(width: number, height: number): Buffer {
  const b = Buffer.from(imageBytes('png12x9'));
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

describe('sniffImage', () => {
  it('reads the kind and size of JPEG, PNG and the three WebP forms from the bytes', () => {
    expect(size(imageBytes('jpeg24x16'))).toBe('jpeg 24x16');
    expect(size(imageBytes('png12x9'))).toBe('png 12x9');
    expect(size(imageBytes('webpLossy20x12'))).toBe('webp 20x12');
    expect(size(simpleWebp(imageBytes('webpLossy20x12')))).toBe('webp 20x12');
    expect(size(simpleWebp(imageBytes('webpLossless18x10')))).toBe('webp 18x10');
  });

  it('refuses text, SVG, GIF and empty input whatever they would be named', () => {
    expect(size(Buffer.from('just some text, saved as avatar.png'))).toMatch(/^refused: not a JPEG/);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(size(Buffer.from(svg))).toMatch(/^refused/);
    expect(size(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toMatch(/^refused/);
    expect(size(new Uint8Array(0))).toMatch(/^refused/);
  });

  it.each([
    ['png12x9', 'png'],
    ['jpeg24x16', 'jpeg'],
    ['webpLossy20x12', 'webp'],
  ] as const)('refuses a truncated %s', (name, kind) => {
    const whole = imageBytes(name);
    for (const keep of [0.3, 0.6, 0.9]) {
      expect(size(whole.subarray(0, Math.floor(whole.length * keep)))).toMatch(
        new RegExp(`^refused: ${kind}`),
      );
    }
    expect(size(whole.subarray(0, whole.length - 1))).toMatch(/^refused/);
  });

  it('refuses bytes hidden after the end of a PNG', () => {
    expect(size(Buffer.concat([imageBytes('png12x9'), Buffer.from('<script>')]))).toBe(
      'refused: png: bytes after IEND',
    );
  });

  it('refuses absurd sizes and empty images', () => {
    expect(size(pngClaiming(8192, 4000))).toBe('png 8192x4000');
    expect(size(pngClaiming(8193, 10))).toMatch(/absurd size/);
    expect(size(pngClaiming(7000, 7000))).toMatch(/absurd size/);
    expect(size(pngClaiming(0, 10))).toMatch(/empty image/);
    expect(size(pngClaiming(0xffffffff, 0xffffffff))).toMatch(/absurd size/);
  });
});
