import type { ProductDetail } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { attributeGroups, attributeOptions } from '../../db/schema/catalog.ts';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { newCartKey, sync } from '../cart/cart-test-kit.ts';
import { place, preview, shopper } from '../checkout/checkout-test-kit.ts';

/** A combo's group of choices; returns its option ids. */
async function choiceGroup(
  db: Db,
  productId: number,
  name: string,
  min: number,
  max: number,
  adds: number[],
) {
  const [group] = await db
    .insert(attributeGroups)
    .values({ productId, name, required: min > 0, multiple: max > 1, minChoices: min, maxChoices: max })
    .returning({ id: attributeGroups.id });
  const rows = await db
    .insert(attributeOptions)
    .values(adds.map((priceAdd, i) => ({ groupId: group!.id, name: `${name} ${i + 1}`, priceAdd, sort: i })))
    .returning({ id: attributeOptions.id });
  return rows.map((r) => r.id);
}

const attrs = (ids: number[]) => ids.map((id) => ({ txtproductAttributeUid: String(id) }));

// SPEC §2 shopping/combo, §5 "group selections must match required counts", §7 product/combo.
describe.each(dbTargets())('combos on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db);
    const combo = await insertProduct(t.db, store, { name: 'Tea for two', price: 8_800, isCombo: true });
    const teas = await choiceGroup(t.db, combo, 'Tea', 2, 2, [0, 0, 300]);
    const extras = await choiceGroup(t.db, combo, 'Extra', 0, 1, [500, 600]);
    const plain = await insertProduct(t.db, store, { name: 'Plain', price: 1_000 });
    return { t, store, combo, teas, extras, plain };
  });

  it('answers a combo with its groups of choices, and refuses a product that is not one', async () => {
    const res = await w.t.call<ProductDetail>('product/combo', { storeId: w.store, comboId: w.combo });
    expect(res.status).toBe(200);
    expect(res.body.Result!.isCombo).toBe(true);
    expect(
      res.body.Result!.attributeGroups.map((g) => [g.name, g.required, g.minChoices, g.maxChoices]),
    ).toEqual([
      ['Tea', true, 2, 2],
      ['Extra', false, 0, 1],
    ]);
    expect(res.body.Result!.attributeGroups[0]!.options.map((o) => o.addPrice)).toEqual([0, 0, 3]);
    const plain = await w.t.call('product/combo', { storeId: w.store, comboId: w.plain });
    expect([plain.status, plain.body.Code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const detail = await w.t.call<ProductDetail>('product/ProductDetail', {
      storeId: w.store,
      productId: w.plain,
    });
    expect(detail.body.Result!.attributeGroups).toEqual([]);
  });

  it('keeps a combo line whose choices fit its groups and drops one with too few or too many', async () => {
    const [a, b, c] = w.teas as [number, number, number];
    const [x, y] = w.extras as [number, number];
    const res = await sync(
      w.t,
      [
        { ProductId: w.combo, ProductNum: 1, CartItemAttributes: attrs([a, c, x]) },
        { ProductId: w.combo, ProductNum: 1, CartItemAttributes: attrs([a]) },
        { ProductId: w.combo, ProductNum: 1, CartItemAttributes: attrs([a, b, c]) },
        { ProductId: w.combo, ProductNum: 1, CartItemAttributes: attrs([a, b, x, y]) },
      ],
      { storeId: w.store, cartKey: newCartKey() },
    );
    expect(res.status).toBe(200);
    expect(res.items).toHaveLength(1);
    expect(res.items[0]!.SellPrice).toBe(96);
    expect(res.body.InvalidBasketItems?.map((i) => i.Unavailable)).toEqual([true, true, true]);
  });

  it('prices and places a combo with its add-ons, and names a group left unchosen', async () => {
    const who = await shopper(w.t);
    const [a, , c] = w.teas as [number, number, number];
    const [, y] = w.extras as [number, number];
    const line = { ProductId: w.combo, ProductNum: 2, CartItemAttributes: attrs([a, c, y]) };
    const seen = await preview(w.t, w.store, who.session, [line]);
    expect(seen.body.Result!.problems).toEqual([]);
    expect(seen.body.Result!.summary.amount).toBe(2 * (88 + 3 + 6));
    const placed = await place(w.t, w.store, who, [line]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result!.amount).toBe(194);
    const none = await preview(w.t, w.store, who.session, [{ ProductId: w.combo, ProductNum: 1 }]);
    expect(none.body.Result!.problems.map((p) => p.Code)).toContain('ORDER_OPTIONS_REQUIRED');
  });
});
