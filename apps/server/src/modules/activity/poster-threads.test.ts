import { describe, expect, it } from 'vitest';
import { type PosterLayout, posterLayout } from './poster-layout.ts';
import { threadRenderer } from './poster-threads.ts';

const dot =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const invite = posterLayout({
  kind: 'invite',
  locale: 'zh-CN',
  storeName: '甜心烘焙',
  memberName: '张*明',
  qr: dot,
});

describe('posters drawn on a thread (decision 080)', () => {
  it('draws PNGs, on a new thread once one has drawn its share, and says why a drawing failed', async () => {
    const renderer = threadRenderer({ drawingsPerThread: 1 });
    try {
      const [first, second] = await Promise.all([renderer.render(invite), renderer.render(invite)]);
      for (const png of [first!, second!]) {
        expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
        expect(Buffer.from(png).readUInt32BE(16)).toBe(600);
      }
      const broken: PosterLayout = {
        ...invite,
        tree: { type: 'img', props: { src: 'nowhere', width: 10, height: 10 } },
      };
      await expect(renderer.render(broken)).rejects.toThrow();
      // The thread that failed a poster still draws the next.
      expect((await renderer.render(invite)).length).toBeGreaterThan(1000);
    } finally {
      await renderer.close?.();
    }
  }, 30_000);
});
