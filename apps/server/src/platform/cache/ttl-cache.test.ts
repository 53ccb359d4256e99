import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock/clock.ts';
import { perDatabase, TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('shares one load between concurrent misses and expires after its life', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', clock, load), cache.get('k', clock, load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock.advance(999);
    expect(await cache.get('k', clock, load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', clock, load)).toBe(2);
    clock.advance(-5000);
    expect(await cache.get('k', clock, load)).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<string, number>(1000);
    await expect(cache.get('k', clock, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', clock, async () => 7)).toBe(7);
  });

  it('keeps separate caches per database handle', () => {
    const caches = perDatabase(() => ({ made: Math.random() }));
    const a = {};
    const b = {};
    expect(caches(a)).toBe(caches(a));
    expect(caches(a)).not.toBe(caches(b));
  });
});
