import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandGifts,
  type GiftItem,
  type GiftPackageBook,
  isEmptyGiftPlan,
  MAX_GIFT_COUPONS,
  MAX_GIFT_DEPTH,
  nestedPackageIds,
} from './gift-items.ts';

const balance = (quantity: number): GiftItem => ({ giftType: 0, quantity });
const points = (quantity: number): GiftItem => ({ giftType: 1, quantity });
const coupons = (templateId: number, quantity: number): GiftItem => ({
  giftType: 2,
  quantity,
  giftInfo: { templateId },
});
const pack = (packageId: number, quantity = 1): GiftItem => ({
  giftType: 5,
  quantity,
  giftInfo: { packageId },
});
const book = (entries: Array<[number, GiftItem[]]>): GiftPackageBook => new Map(entries);

describe('expandGifts', () => {
  it('sums balance, points and coupons per template of flat items', () => {
    const plan = expandGifts(
      [balance(1000), points(50), coupons(7, 1), balance(500), coupons(7, 2)],
      book([]),
    );
    expect(plan).toEqual({
      ok: true,
      balance: 1500,
      points: 50,
      coupons: [{ templateId: 7, count: 3 }],
      entitlements: [],
    });
  });

  it('opens nested packages, multiplying by every quantity on the way down', () => {
    const packages = book([
      [1, [points(10), pack(2, 3)]],
      [2, [balance(100), coupons(9, 1)]],
    ]);
    const plan = expandGifts([pack(1, 2), points(1)], packages);
    expect(plan).toMatchObject({
      ok: true,
      balance: 600,
      points: 21,
      coupons: [{ templateId: 9, count: 6 }],
    });
  });

  it('records named and described items as entitlements, merging the same one', () => {
    const tote: GiftItem = { giftType: 4, quantity: 1, giftInfo: { name: 'Canvas tote' } };
    const latte: GiftItem = {
      giftType: 3,
      quantity: 2,
      giftInfo: { productId: 12, name: 'Latte', translations: { 'zh-CN': { name: '拿铁' } } },
    };
    const wash: GiftItem = { giftType: 8, quantity: 5, giftInfo: { productId: 30, name: 'Car wash' } };
    const parking: GiftItem = { giftType: 7, quantity: 1, giftInfo: { name: 'Two hours of parking' } };
    const plan = expandGifts([tote, latte, wash, parking, pack(1)], book([[1, [tote, latte]]]));
    expect(plan.ok && plan.entitlements).toEqual([
      { giftType: 4, quantity: 2, productId: null, name: 'Canvas tote' },
      { giftType: 3, quantity: 4, productId: 12, name: 'Latte', translations: { 'zh-CN': { name: '拿铁' } } },
      { giftType: 8, quantity: 5, productId: 30, name: 'Car wash' },
      { giftType: 7, quantity: 1, productId: null, name: 'Two hours of parking' },
    ]);
  });

  it('refuses a package that contains itself, directly or further down', () => {
    expect(expandGifts([pack(1)], book([[1, [points(1), pack(1)]]]))).toEqual({
      ok: false,
      problem: 'cycle',
      packageId: 1,
    });
    const loop = book([
      [1, [pack(2)]],
      [2, [pack(3)]],
      [3, [balance(1), pack(1)]],
    ]);
    expect(expandGifts([pack(1)], loop)).toMatchObject({ ok: false, problem: 'cycle', packageId: 1 });
    // A package's own items expanded with its id as the context: itself inside is a cycle.
    expect(expandGifts([pack(4)], book([[4, []]]), [4])).toMatchObject({ problem: 'cycle', packageId: 4 });
  });

  it('allows the same package twice side by side (a diamond is no cycle)', () => {
    const packages = book([
      [1, [pack(3), pack(2)]],
      [2, [pack(3)]],
      [3, [points(5)]],
    ]);
    expect(expandGifts([pack(1)], packages)).toMatchObject({ ok: true, points: 10 });
  });

  it('refuses a missing package, nesting deeper than the limit, and too many coupons', () => {
    expect(expandGifts([pack(99)], book([]))).toEqual({ ok: false, problem: 'missing', packageId: 99 });
    const chain = book(Array.from({ length: MAX_GIFT_DEPTH + 1 }, (_, i) => [i + 1, [pack(i + 2)]]));
    expect(expandGifts([pack(1)], chain)).toMatchObject({ ok: false, problem: 'too-deep' });
    const okChain = book([
      ...Array.from({ length: MAX_GIFT_DEPTH - 1 }, (_, i): [number, GiftItem[]] => [i + 1, [pack(i + 2)]]),
      [MAX_GIFT_DEPTH, [points(1)]],
    ]);
    expect(expandGifts([pack(1)], okChain)).toMatchObject({ ok: true, points: 1 });
    expect(expandGifts([coupons(1, MAX_GIFT_COUPONS + 1)], book([]))).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(expandGifts([pack(1, 3)], book([[1, [coupons(1, 70)]]]))).toMatchObject({ problem: 'too-large' });
    expect(expandGifts([pack(1, 2 ** 40)], book([[1, [balance(2 ** 20)]]]))).toMatchObject({
      problem: 'too-large',
    });
  });

  it('says which packages items name, and when a plan gives nothing', () => {
    expect(nestedPackageIds([pack(3), points(1), pack(2), pack(3)])).toEqual([3, 2]);
    const empty = expandGifts([pack(1)], book([[1, []]]));
    expect(empty.ok && isEmptyGiftPlan(empty)).toBe(true);
    const some = expandGifts([points(1)], book([]));
    expect(some.ok && isEmptyGiftPlan(some)).toBe(false);
  });
});

describe('expandGifts over random package trees', () => {
  // Packages 1..6 whose items may refer to any package: with `acyclic`, only to higher ids.
  const leaf = fc.oneof(
    fc.integer({ min: 1, max: 1000 }).map(balance),
    fc.integer({ min: 1, max: 100 }).map(points),
    fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 })).map(([t, q]) => coupons(t, q)),
  );
  const tree = (acyclic: boolean) =>
    fc
      .array(
        fc.array(fc.oneof(leaf, fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 2 }))), {
          maxLength: 4,
        }),
        { minLength: 6, maxLength: 6 },
      )
      .map((packages) =>
        book(
          packages.map((items, i): [number, GiftItem[]] => [
            i + 1,
            items.flatMap((item) => {
              if (!Array.isArray(item)) return [item];
              const [target, q] = item;
              return acyclic && target <= i + 1 ? [] : [pack(target, q)];
            }),
          ]),
        ),
      );

  /** The plan worked out the slow way: every nested package unrolled into a flat list of leaves. */
  function unrolled(items: readonly GiftItem[], packages: GiftPackageBook): GiftItem[] {
    return items.flatMap((item) =>
      item.giftType === 5
        ? Array.from({ length: item.quantity }, () =>
            unrolled(packages.get(item.giftInfo.packageId)!, packages),
          ).flat()
        : [item],
    );
  }

  it('gives what unrolling every package by hand gives, when no package contains itself', () => {
    fc.assert(
      fc.property(tree(true), fc.integer({ min: 1, max: 6 }), (packages, root) => {
        const plan = expandGifts([pack(root)], packages);
        const leaves = unrolled([pack(root)], packages);
        const sum = (type: 0 | 1) =>
          leaves.filter((i) => i.giftType === type).reduce((s, i) => s + i.quantity, 0);
        const couponCount = leaves.filter((i) => i.giftType === 2).reduce((s, i) => s + i.quantity, 0);
        if (couponCount > MAX_GIFT_COUPONS) return expect(plan).toEqual({ ok: false, problem: 'too-large' });
        expect(plan).toMatchObject({ ok: true, balance: sum(0), points: sum(1) });
        expect(plan.ok && plan.coupons.reduce((s, c) => s + c.count, 0)).toBe(couponCount);
      }),
      { numRuns: 300 },
    );
  });

  it('always ends, and refuses exactly the trees where a package reaches itself', () => {
    const reachesItself = (packages: GiftPackageBook, from: number): boolean => {
      const walk = (id: number, path: number[]): boolean =>
        nestedPackageIds(packages.get(id) ?? []).some(
          (next) => path.includes(next) || walk(next, [...path, next]),
        );
      return walk(from, [from]);
    };
    fc.assert(
      fc.property(tree(false), fc.integer({ min: 1, max: 6 }), (packages, root) => {
        const plan = expandGifts([pack(root)], packages);
        if (reachesItself(packages, root)) expect(plan).toMatchObject({ ok: false, problem: 'cycle' });
        else expect(plan.ok || plan.problem === 'too-large').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
