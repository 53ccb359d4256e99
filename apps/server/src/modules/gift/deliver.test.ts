import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponTemplates } from '../../db/schema/coupon.ts';
import { giftPackages } from '../../db/schema/gift.ts';
import { insertMember, insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, type TestApp } from '../../test/harness.ts';
import { insertTemplate } from '../coupon/coupon-test-kit.ts';
import { checkGiftItems } from './check-items.ts';
import { deliverGifts, type GiftDelivery } from './deliver.ts';
import {
  balanceItem,
  couponItem,
  giftBooks,
  insertPackage,
  packageItem,
  pointsItem,
} from './gift-test-kit.ts';

describe.each(dbTargets())('deliverGifts on %s', (target) => {
  const s = suiteWorld(async () => {
    const t: TestApp = await createTestApp(target);
    return { t, store: await insertStore(t.db) };
  });
  const deliver = (d: Omit<GiftDelivery, 'storeId' | 'at'>) =>
    s.t.db.transaction((tx) => deliverGifts(tx, { ...d, storeId: s.store, at: s.t.clock.now() }));

  it('delivers a nested package in one go: balance, points, coupons and entitlements, each through its ledger', async () => {
    const template = await insertTemplate(s.t, s.store, { total: 1, claimLimit: 1 });
    const latte = await insertProduct(s.t.db, s.store, { name: 'Latte', price: 1800 });
    const inner = await insertPackage(s.t, s.store, [
      pointsItem(30),
      couponItem(template.id, 2),
      { giftType: 3, quantity: 1, giftInfo: { productId: latte, name: 'Latte' } },
    ]);
    const memberId = await insertMember(s.t.db);
    const items = [
      balanceItem(1000),
      packageItem(inner.id, 2),
      { giftType: 4, quantity: 1, giftInfo: { name: 'Tote' } } as const,
    ];
    const result = await deliver({ memberId, items, source: { kind: 'staff', ref: 'welcome-1' } });
    expect(result).toMatchObject({ delivered: true });

    const books = await giftBooks(s.t.db, memberId);
    expect([books.balance, books.balanceSum, books.points, books.pointsSum]).toEqual([1000, 1000, 60, 60]);
    expect(books.balanceEntries.map((e) => [e.delta, e.reason, e.note])).toEqual([
      [1000, 'gift', 'staff:welcome-1'],
    ]);
    expect(books.pointsEntries.map((e) => [e.delta, e.reason])).toEqual([[60, 'gift']]);
    // Outside the template's stock and limits (one left, one per member): a gift is not a claim.
    expect(books.coupons.map((c) => [c.templateId, c.source])).toEqual([
      [template.id, 'gift'],
      [template.id, 'gift'],
      [template.id, 'gift'],
      [template.id, 'gift'],
    ]);
    const [tpl] = await s.t.db.select().from(couponTemplates).where(eq(couponTemplates.id, template.id));
    expect(tpl!.remaining).toBe(1);
    expect(books.entitlements.map((e) => [e.giftType, e.productId, e.name, e.quantity, e.honoured])).toEqual([
      [3, latte, 'Latte', 2, 0],
      [4, null, 'Tote', 1, 0],
    ]);
    expect(books.deliveries).toMatchObject([
      {
        id: result.deliveryId,
        sourceKind: 'staff',
        sourceRef: 'welcome-1',
        plan: { balance: 1000, points: 60 },
      },
    ]);
  });

  it('delivers a source once, however often it is asked; another source delivers again', async () => {
    const memberId = await insertMember(s.t.db);
    const items = [balanceItem(500), pointsItem(5)];
    const source = { kind: 'giftpack', ref: 'GP-1' } as const;
    expect((await deliver({ memberId, items, source })).delivered).toBe(true);
    expect(await deliver({ memberId, items, source })).toEqual({ delivered: false, deliveryId: null });
    expect((await deliver({ memberId, items, source: { kind: 'giftpack', ref: 'GP-2' } })).delivered).toBe(
      true,
    );
    // The same reference from another kind of source, or for another member, is another delivery.
    expect((await deliver({ memberId, items, source: { kind: 'topup', ref: 'GP-1' } })).delivered).toBe(true);
    const other = await insertMember(s.t.db);
    expect((await deliver({ memberId: other, items, source })).delivered).toBe(true);
    const books = await giftBooks(s.t.db, memberId);
    expect([books.balance, books.balanceSum, books.points, books.pointsSum]).toEqual([1500, 1500, 15, 15]);
    expect(books.deliveries).toHaveLength(3);
  });

  it('uses the reasons the source asks for, and the new-member reward for a new member', async () => {
    const memberId = await insertMember(s.t.db);
    const items = [balanceItem(200), pointsItem(8)];
    await deliver({ memberId, items, source: { kind: 'topup', ref: 'T1' }, reasons: { balance: 'top_up' } });
    await deliver({
      memberId,
      items: [pointsItem(100)],
      source: { kind: 'new-member', ref: String(memberId) },
    });
    await deliver({
      memberId,
      items,
      source: { kind: 'staff', ref: 'x' },
      reasons: { points: 'manual_edit' },
    });
    const books = await giftBooks(s.t.db, memberId);
    expect(books.balanceEntries.map((e) => e.reason)).toEqual(['top_up', 'gift']);
    expect(books.pointsEntries.map((e) => e.reason)).toEqual(['gift', 'new_member_reward', 'manual_edit']);
  });

  it('undoes the whole delivery with the caller when the caller fails after it', async () => {
    const memberId = await insertMember(s.t.db);
    const source = { kind: 'staff', ref: 'rolled-back' } as const;
    await expect(
      s.t.db.transaction(async (tx) => {
        await deliverGifts(tx, { memberId, storeId: s.store, items: [balanceItem(100)], source });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await giftBooks(s.t.db, memberId)).toMatchObject({ balance: 0, deliveries: [] });
    expect((await deliver({ memberId, items: [balanceItem(100)], source })).delivered).toBe(true);
  });

  it('still delivers coupons of a template ended since the gift was made', async () => {
    const template = await insertTemplate(s.t, s.store, { status: 'ended' });
    const memberId = await insertMember(s.t.db);
    await deliver({ memberId, items: [couponItem(template.id)], source: { kind: 'staff', ref: 'ended' } });
    expect((await giftBooks(s.t.db, memberId)).coupons).toHaveLength(1);
  });

  it('refuses items it cannot open, with nothing written', async () => {
    const loop = await insertPackage(s.t, s.store, []);
    await s.t.db
      .update(giftPackages)
      .set({ items: [packageItem(loop.id)] })
      .where(eq(giftPackages.id, loop.id));
    const memberId = await insertMember(s.t.db);
    await expect(
      deliver({ memberId, items: [packageItem(loop.id)], source: { kind: 'staff', ref: 'loop' } }),
    ).rejects.toThrow(/cycle/);
    expect(await giftBooks(s.t.db, memberId)).toMatchObject({ deliveries: [], balance: 0 });
  });
});

describe.each(dbTargets())('checkGiftItems on %s', (target) => {
  const s = suiteWorld(async () => {
    const t: TestApp = await createTestApp(target);
    return { t, store: await insertStore(t.db) };
  });
  const problem = (items: Parameters<typeof checkGiftItems>[1], within: number[] = []) =>
    checkGiftItems(s.t.db, items, within).then(
      () => null,
      (e: { code: string; params: { Reason: string }; extra: { Item?: number } }) => [
        e.code,
        e.params.Reason,
        e.extra.Item,
      ],
    );

  it('accepts items naming active templates and packages and existing products', async () => {
    const template = await insertTemplate(s.t, s.store);
    const pack = await insertPackage(s.t, s.store, [pointsItem(1)]);
    const product = await insertProduct(s.t.db, s.store, { name: 'Car wash', price: 3000 });
    const named = { giftType: 8, quantity: 3, giftInfo: { productId: product, name: 'Wash' } } as const;
    expect(await problem([balanceItem(1), couponItem(template.id), packageItem(pack.id), named])).toBeNull();
  });

  it('refuses nothing at all, unknown or ended things, and packages inside themselves', async () => {
    const ended = await insertTemplate(s.t, s.store, { status: 'ended' });
    const endedPack = await insertPackage(s.t, s.store, [pointsItem(1)], { status: 'ended' });
    const pack = await insertPackage(s.t, s.store, [pointsItem(1)]);
    expect(await problem([])).toEqual(['GIFT_ITEMS_INVALID', 'empty', undefined]);
    expect(await problem([pointsItem(1), couponItem(ended.id)])).toEqual([
      'GIFT_ITEMS_INVALID',
      'unknown',
      1,
    ]);
    expect(await problem([packageItem(endedPack.id)])).toEqual(['GIFT_ITEMS_INVALID', 'unknown', 0]);
    expect(await problem([packageItem(999_999)])).toEqual(['GIFT_ITEMS_INVALID', 'unknown', 0]);
    const ghost = { giftType: 3, quantity: 1, giftInfo: { productId: 999_999, name: 'Ghost' } } as const;
    expect(await problem([ghost])).toEqual(['GIFT_ITEMS_INVALID', 'unknown', 0]);
    expect(await problem([packageItem(pack.id)], [pack.id])).toEqual([
      'GIFT_ITEMS_INVALID',
      'cycle',
      undefined,
    ]);
    const many = couponItem((await insertTemplate(s.t, s.store)).id, 50);
    expect(await problem([many, many, many, many, packageItem(pack.id)])).toBeNull();
    expect(await problem([many, many, many, many, many])).toEqual([
      'GIFT_ITEMS_INVALID',
      'too-large',
      undefined,
    ]);
  });
});
