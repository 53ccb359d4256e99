import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BargainSettings,
  bargainHelpRefusal,
  bargainPrice,
  bargainSettingsProblem,
  bargainStatus,
  drawCut,
  nextCutRange,
  type RandomInRange,
} from './bargain-cuts.ts';

const settings: BargainSettings = { price: 10_000, floor: 6_000, helpers: 5, minCut: 500, maxCut: 1_200 };
const lowest: RandomInRange = (a) => a;
const highest: RandomInRange = (_a, b) => b;

/** Every cut of a whole bargain, helper by helper, until the floor or the last helper. */
function runBargain(s: BargainSettings, random: RandomInRange): number[] {
  const cuts: number[] = [];
  let remaining = s.price - s.floor;
  for (let helpersSoFar = 0; helpersSoFar < s.helpers && remaining > 0; helpersSoFar++) {
    const next = drawCut(s, { remaining, helpersSoFar }, random);
    cuts.push(next.cut);
    remaining = next.remaining;
  }
  return cuts;
}

describe('bargainSettingsProblem', () => {
  it('accepts settings whose span the helpers can cover', () => {
    expect(bargainSettingsProblem(settings)).toBeNull();
    expect(bargainSettingsProblem({ ...settings, minCut: 800, maxCut: 800 })).toBeNull();
  });

  it.each([
    [{ price: 0 }, { field: 'price', reason: 'not_positive' }],
    [{ floor: -1 }, { field: 'floor', reason: 'negative' }],
    [{ floor: 10_000 }, { field: 'floor', reason: 'not_below_price' }],
    [{ helpers: 0 }, { field: 'helpers', reason: 'not_positive' }],
    [{ helpers: 2.5 }, { field: 'helpers', reason: 'not_positive' }],
    [{ minCut: 0 }, { field: 'minCut', reason: 'not_positive' }],
    [{ maxCut: 400 }, { field: 'maxCut', reason: 'below_min_cut' }],
    [{ minCut: 801 }, { field: 'minCut', reason: 'too_big_for_helpers' }],
    [{ maxCut: 799 }, { field: 'maxCut', reason: 'too_small_for_helpers' }],
  ] as const)('names the wrong setting of %o', (change, problem) => {
    expect(bargainSettingsProblem({ ...settings, ...change })).toEqual(problem);
  });
});

describe('drawCut', () => {
  it('keeps enough for the others when the source draws high, and lands on the floor at the last', () => {
    // 4,000 over 5 helpers of 500–1,200: the high draws take 1,200 until only the others' minimum is left.
    expect(runBargain(settings, highest)).toEqual([1_200, 1_200, 600, 500, 500]);
  });

  it('leaves no more than the others can cut when the source draws low', () => {
    expect(runBargain(settings, lowest)).toEqual([500, 500, 600, 1_200, 1_200]);
  });

  it('draws nothing once the floor is reached or every helper has cut', () => {
    expect(drawCut(settings, { remaining: 0, helpersSoFar: 2 }, highest)).toEqual({
      cut: 0,
      remaining: 0,
      reachedFloor: true,
    });
    expect(nextCutRange(settings, { remaining: 300, helpersSoFar: 5 })).toEqual([0, 0]);
  });

  it('refuses a random source that answers outside its range', () => {
    expect(() => drawCut(settings, { remaining: 4_000, helpersSoFar: 0 }, () => 5_000)).toThrow(RangeError);
    expect(() => drawCut(settings, { remaining: 4_000, helpersSoFar: 0 }, () => 600.5)).toThrow(RangeError);
  });

  it('still lands on the floor, never past it, with settings that were never validated', () => {
    const loose = { price: 1_000, floor: 0, helpers: 3, minCut: 400, maxCut: 450 };
    expect(bargainSettingsProblem(loose)).not.toBeNull();
    // 1,000 > 3 × 450: the last helper cuts what is left, past maxCut, so the floor is still reached.
    expect(runBargain(loose, highest)).toEqual([450, 450, 100]);
    const tight = { price: 1_000, floor: 0, helpers: 3, minCut: 600, maxCut: 700 };
    expect(runBargain(tight, lowest)).toEqual([600, 400]);
  });
});

describe('bargain cut sequences (property)', () => {
  const valid = fc
    .record({
      floor: fc.integer({ min: 0, max: 50_000 }),
      helpers: fc.integer({ min: 1, max: 30 }),
      minCut: fc.integer({ min: 1, max: 2_000 }),
      extra: fc.integer({ min: 0, max: 2_000 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ floor, helpers, minCut, extra, share }) => {
      const maxCut = minCut + extra;
      const span = helpers * minCut + Math.floor(share * helpers * extra);
      return { price: floor + span, floor, helpers, minCut, maxCut };
    });
  const source = fc.oneof(
    fc.constant<RandomInRange>(lowest),
    fc.constant<RandomInRange>(highest),
    fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })).map((stream) => {
      const it = stream[Symbol.iterator]();
      return ((a: number, b: number) => a + Math.floor(it.next().value * (b - a + 1))) as RandomInRange;
    }),
  );

  it('cuts within [minCut, maxCut], never past the floor, the floor reached exactly at the last helper', () => {
    fc.assert(
      fc.property(valid, source, (s, random) => {
        expect(bargainSettingsProblem(s)).toBeNull();
        const cuts = runBargain(s, random);
        let sum = 0;
        for (const cut of cuts) {
          expect(cut).toBeGreaterThanOrEqual(s.minCut);
          expect(cut).toBeLessThanOrEqual(s.maxCut);
          sum += cut;
          expect(sum).toBeLessThanOrEqual(s.price - s.floor);
          expect(bargainPrice(s, s.price - s.floor - sum)).toBeGreaterThanOrEqual(s.floor);
        }
        expect(cuts).toHaveLength(s.helpers);
        expect(sum).toBe(s.price - s.floor);
      }),
      { numRuns: 500 },
    );
  });

  it('reaches the floor, never past it, within the helpers even for settings never validated', () => {
    const any = fc.record({
      price: fc.integer({ min: 1, max: 100_000 }),
      floorShare: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      helpers: fc.integer({ min: 1, max: 30 }),
      minCut: fc.integer({ min: 1, max: 5_000 }),
      extra: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(any, source, (a, random) => {
        const s = {
          price: a.price,
          floor: Math.floor(a.floorShare * a.price),
          helpers: a.helpers,
          minCut: a.minCut,
          maxCut: a.minCut + a.extra,
        };
        const cuts = runBargain(s, random);
        expect(cuts.length).toBeLessThanOrEqual(s.helpers);
        expect(cuts.every((c) => c > 0)).toBe(true);
        expect(cuts.reduce((x, y) => x + y, 0)).toBe(s.price - s.floor);
      }),
      { numRuns: 500 },
    );
  });
});

describe('bargainPrice', () => {
  it('is the floor plus what is still to cut, never below the floor nor above the price', () => {
    expect(bargainPrice(settings, 4_000)).toBe(10_000);
    expect(bargainPrice(settings, 1_700)).toBe(7_700);
    expect(bargainPrice(settings, 0)).toBe(6_000);
    expect(bargainPrice(settings, -5)).toBe(6_000);
    expect(bargainPrice(settings, 9_000)).toBe(10_000);
  });
});

describe('bargainHelpRefusal', () => {
  const now = new Date('2026-12-02T08:00:00Z');
  const facts = {
    starterId: 1,
    helperId: 2,
    alreadyHelped: false,
    remaining: 900,
    endsAt: new Date(now.getTime() + 1),
  };

  it('lets another member cut once before the deadline', () => {
    expect(bargainHelpRefusal(facts, now)).toBeNull();
  });

  it.each([
    [{ helperId: null }, 'NOT_LOGGED_IN'],
    [{ helperId: 1 }, 'BARGAIN_OWN'],
    [{ alreadyHelped: true }, 'BARGAIN_ALREADY_HELPED'],
    [{ remaining: 0 }, 'BARGAIN_FLOOR_REACHED'],
    [{ endsAt: now }, 'BARGAIN_ENDED'],
  ] as const)('refuses %o with %s', (change, code) => {
    expect(bargainHelpRefusal({ ...facts, ...change }, now)).toBe(code);
  });

  it('keeps a bargain that reached its floor a success past its deadline', () => {
    expect(bargainStatus(0, now, new Date(now.getTime() + 86_400_000))).toBe('success');
    expect(bargainStatus(1, now, now)).toBe('ended');
  });
});
