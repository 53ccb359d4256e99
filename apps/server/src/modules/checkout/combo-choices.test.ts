import { describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { choiceGroup, insertProduct, place, preview, shopper, storeWith } from './checkout-test-kit.ts';

const attrs = (ids: number[]) => ids.map((id) => ({ txtproductAttributeUid: String(id) }));

// Issue 28, SPEC §5 "combo: group selections must match required counts": a combo line with the wrong number of
// choices is refused by naming the group and how many it needs — not as an empty cart, nor below the minimum.
describe.each(dbTargets())('a combo with the wrong number of choices on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await storeWith(t.db, { minStartPrice: 2_000 });
    const combo = await insertProduct(t.db, store, { name: 'Tea for two', price: 8_800, isCombo: true });
    const teas = await choiceGroup(t.db, combo, 'Tea', [2, 2], [0, 0, 300]);
    const cakes = await choiceGroup(t.db, combo, 'Cake', [1, 2], [0, 0, 0]);
    return { t, store, combo, teas, cakes };
  });
  const line = (ids: number[]) => [{ ProductId: w.combo, ProductNum: 1, CartItemAttributes: attrs(ids) }];

  it('names the group and its count in the settlement, with no empty-cart or minimum message', async () => {
    const who = await shopper(w.t);
    const [a, b, c] = w.teas as [number, number, number];
    const [x, y, z] = w.cakes as [number, number, number];
    const one = await preview(w.t, w.store, who.session, line([a, x]));
    expect(one.body.Result!.problems).toEqual([
      {
        Code: 'ORDER_COMBO_CHOICES',
        Message: 'Tea for two：Tea需选2项',
        params: { Name: 'Tea for two', Group: 'Tea', Count: '2' },
      },
    ]);
    const many = await preview(w.t, w.store, who.session, line([a, b, x, y, z]));
    expect(many.body.Result!.problems.map((p) => [p.Code, p.params])).toEqual([
      ['ORDER_COMBO_CHOICES', { Name: 'Tea for two', Group: 'Cake', Count: '1–2' }],
    ]);
    const fits = await preview(w.t, w.store, who.session, line([a, c, x]));
    expect(fits.body.Result!.problems).toEqual([]);
  });

  it('refuses placefast with the same code and what it names', async () => {
    const who = await shopper(w.t);
    const [a] = w.teas as [number];
    const [x] = w.cakes as [number];
    const res = await place(w.t, w.store, who, line([a, x]));
    expect([res.status, res.body.Code, res.body.Message]).toEqual([
      422,
      'ORDER_COMBO_CHOICES',
      'Tea for two：Tea需选2项',
    ]);
  });
});
