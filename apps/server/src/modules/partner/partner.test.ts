import type { CashOutOut, MyProfitOut, PartnerCentreOut, ProfitEntryOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  partnerOrderGuides,
  partnerProductCommissions,
  partners,
  profitEntries,
} from '../../db/schema/partner.ts';
import { insertProduct, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import {
  bind,
  complete,
  DAY_MS,
  newKey,
  newPartner,
  paidOrder,
  partnerCall,
  partnerSuite,
  partnerWithWithdrawable,
  profitBooks,
  refund,
  releaseAfter,
  staffRequest,
} from './partner-test-kit.ts';

const cashOutBody = (amount: number, more: Record<string, unknown> = {}) => ({
  amount,
  method: 'wechat',
  remark: 'monthly',
  agreementVersion: '1',
  idempotencyKey: newKey(),
  ...more,
});

describe.each(dbTargets())('partner programme on %s', (target) => {
  const s = partnerSuite(target);

  it('lists the levels, applies with the agreement, and staff approve from applied only', async () => {
    const levels = await partnerCall<{ levels: { id: number; firstRate: number; name: string }[] }>(
      s,
      'Partner/Levels',
    );
    expect(levels.body.Result.levels).toContainEqual(expect.objectContaining({ id: s.level, firstRate: 10 }));
    const m = await memberSession(s.t);
    const none = await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, m.session);
    expect(none.body.Result).toMatchObject({ state: 'none', pending: 0, signUpOpen: true });
    const stale = await partnerCall(
      s,
      'Partner/Apply',
      { levelId: s.level, agreementVersion: '0' },
      m.session,
    );
    expect(stale.body.Code).toBe('PARTNER_AGREEMENT_OUTDATED');
    const missing = await partnerCall(
      s,
      'Partner/Apply',
      { levelId: 999_999, agreementVersion: '1' },
      m.session,
    );
    expect(missing.status).toBe(404);
    const applied = await partnerCall<PartnerCentreOut>(
      s,
      'Partner/Apply',
      { levelId: s.level, agreementVersion: '1' },
      m.session,
    );
    expect(applied.body.Result.state).toBe('applied');
    const twice = await partnerCall(
      s,
      'Partner/Apply',
      { levelId: s.level, agreementVersion: '1' },
      m.session,
    );
    expect(twice.body.Code).toBe('PARTNER_ALREADY');
    const approved = await staffRequest(s, 'POST', `partner/partners/${m.memberId}/approve`);
    expect(approved.json().Result).toMatchObject({ status: 'active', agreementVersion: '1' });
    const again = await staffRequest(s, 'POST', `partner/partners/${m.memberId}/reject`);
    expect(again.statusCode).toBe(404);
    const centre = await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, m.session);
    expect(centre.body.Result.state).toBe('active');
    expect(new Date(centre.body.Result.expiresAt!).getTime() - s.t.clock.now().getTime()).toBe(365 * DAY_MS);
  });

  it('pays two levels per line from the allocated paid amount, once, and releases after the hold days', async () => {
    const second = await newPartner(s);
    const first = await newPartner(s);
    const buyer = await memberSession(s.t);
    await bind(s, first.memberId, second.memberId);
    await bind(s, buyer.memberId, first.memberId);
    // 3 units listed at ¥10 each but paid ¥25.55 after discounts; a product with its own fixed ¥1 per unit at level 1.
    const product = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 2000 });
    await s.t.db.insert(partnerProductCommissions).values({ productId: product, firstFixed: 100 });
    const order = await paidOrder(s, buyer.memberId, [
      { quantity: 3, paid: 2555, unitPrice: 1000 },
      { productId: product, quantity: 2, paid: 3000 },
    ]);
    await complete(s, order.orderNo);
    const one = await profitBooks(s.t.db, first.memberId);
    expect(one.entries.map((e) => [e.kind, e.level, e.pendingDelta])).toEqual([
      ['commission', 1, 255],
      ['commission', 1, 200],
    ]);
    const two = await profitBooks(s.t.db, second.memberId);
    expect(two.entries.map((e) => e.pendingDelta)).toEqual([127, 150]);
    expect([two.pending, two.pendingSum]).toEqual([277, 277]);
    // Store days: completed now, released at the store's midnight 8 calendar days on, not before.
    expect(await releaseAfter(s, 6)).toBe(0);
    expect(await releaseAfter(s, 9)).toBe(4);
    expect(await releaseAfter(s, 9)).toBe(0);
    const after = await profitBooks(s.t.db, first.memberId);
    expect([after.pending, after.withdrawable, after.pendingSum, after.withdrawableSum]).toEqual([
      0, 455, 0, 455,
    ]);
    const details = await partnerCall<{ entries: ProfitEntryOut[] }>(
      s,
      'Partner/ProfitDetails',
      {},
      first.session,
    );
    expect(details.body.Result.entries[0]).toMatchObject({ orderNo: order.orderNo });
    const friends = await partnerCall<{ friends: { uid: number; level: number }[]; total: number }>(
      s,
      'Partner/MyFriends',
      {},
      second.session,
    );
    expect(friends.body.Result.friends.map((f) => [f.uid, f.level])).toEqual([
      [buyer.memberId, 2],
      [first.memberId, 1],
    ]);
    const mine = await partnerCall<MyProfitOut>(s, 'Partner/MyProfit', {}, first.session);
    expect(mine.body.Result).toMatchObject({ earned: 4.55, withdrawable: 4.55, pending: 0, owed: 0 });
  });

  it('reverses exactly the refunded lines: from pending, or from withdrawable into what is owed', async () => {
    const partner = await newPartner(s);
    const buyer = await memberSession(s.t);
    await bind(s, buyer.memberId, partner.memberId);
    const order = await paidOrder(s, buyer.memberId, [
      { quantity: 2, paid: 40_000 },
      { quantity: 1, paid: 10_000 },
    ]);
    await complete(s, order.orderNo);
    await refund(s, order.orderNo, [{ lineId: order.lineIds[0]!, quantity: 1 }]);
    let books = await profitBooks(s.t.db, partner.memberId);
    expect([books.pending, books.pendingSum]).toEqual([3000, 3000]);
    await releaseAfter(s, 9);
    const cash = await partnerCall<CashOutOut>(s, 'Partner/CashOut', cashOutBody(30), partner.session);
    expect(cash.body.Result).toMatchObject({ status: 'requested', amount: 30, payout: 30 });
    await refund(s, order.orderNo, [{ lineId: order.lineIds[1]!, quantity: 1 }]);
    books = await profitBooks(s.t.db, partner.memberId);
    expect([books.pending, books.withdrawable, books.withdrawableSum]).toEqual([0, -1000, -1000]);
    const centre = await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, partner.session);
    expect(centre.body.Result).toMatchObject({ withdrawable: 0, owed: 10, withdrawn: 30 });
    const blocked = await partnerCall(s, 'Partner/CashOut', cashOutBody(10), partner.session);
    expect(blocked.body.Code).toBe('WITHDRAWAL_ABOVE_BALANCE');
  });

  it('refuses cash-outs below the minimum, above withdrawable, and answers a repeated key with the first', async () => {
    const { partner } = await partnerWithWithdrawable(s, 5000);
    const low = await partnerCall(s, 'Partner/CashOut', cashOutBody(9.99), partner.session);
    expect([low.status, low.body.Code]).toEqual([422, 'WITHDRAWAL_BELOW_MINIMUM']);
    const high = await partnerCall(s, 'Partner/CashOut', cashOutBody(50.01), partner.session);
    expect([high.status, high.body.Code]).toEqual([409, 'WITHDRAWAL_ABOVE_BALANCE']);
    const method = await partnerCall(
      s,
      'Partner/CashOut',
      cashOutBody(20, { method: 'cash' }),
      partner.session,
    );
    expect(method.body.Code).toBe('CASH_OUT_METHOD_UNKNOWN');
    const body = cashOutBody(20);
    const first = await partnerCall<CashOutOut>(s, 'Partner/CashOut', body, partner.session);
    const repeat = await partnerCall<CashOutOut>(s, 'Partner/CashOut', body, partner.session);
    expect(repeat.body.Result.id).toBe(first.body.Result.id);
    const other = await partnerCall(s, 'Partner/CashOut', { ...body, amount: 21 }, partner.session);
    expect(other.body.Code).toBe('IDEMPOTENCY_CONFLICT');
    const books = await profitBooks(s.t.db, partner.memberId);
    expect([books.withdrawable, books.withdrawableSum]).toEqual([3000, 3000]);
    const stranger = await memberSession(s.t);
    const foreign = await partnerCall(
      s,
      'Partner/CashOutDetail',
      { id: first.body.Result.id },
      stranger.session,
    );
    expect([foreign.status, foreign.body.Code]).toEqual([404, 'CASH_OUT_NOT_FOUND']);
    const records = await partnerCall<{ records: CashOutOut[] }>(
      s,
      'Partner/CashOutRecords',
      {},
      partner.session,
    );
    expect(records.body.Result.records.map((r) => r.status)).toEqual(['requested']);
  });

  it('staff confirm or reject only from requested; a rejected one returns its amount and cannot be confirmed', async () => {
    const { partner } = await partnerWithWithdrawable(s, 5000);
    const a = await partnerCall<CashOutOut>(s, 'Partner/CashOut', cashOutBody(20), partner.session);
    const b = await partnerCall<CashOutOut>(s, 'Partner/CashOut', cashOutBody(30), partner.session);
    const listed = await staffRequest(s, 'GET', 'partner/cash-outs');
    expect(listed.json().Result.cashOuts.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([a.body.Result.id, b.body.Result.id]),
    );
    const paid = await staffRequest(s, 'POST', `partner/cash-outs/${a.body.Result.id}/confirm`, {
      note: 'sent',
    });
    expect(paid.json().Result).toMatchObject({ status: 'paid', staffNote: 'sent' });
    const rejected = await staffRequest(s, 'POST', `partner/cash-outs/${b.body.Result.id}/reject`);
    expect(rejected.json().Result.status).toBe('rejected');
    const late = await staffRequest(s, 'POST', `partner/cash-outs/${b.body.Result.id}/confirm`);
    expect([late.statusCode, late.json().Code]).toEqual([409, 'CASH_OUT_DECIDED']);
    const none = await staffRequest(s, 'POST', 'partner/cash-outs/999999/confirm');
    expect(none.statusCode).toBe(404);
    const books = await profitBooks(s.t.db, partner.memberId);
    expect([books.withdrawable, books.withdrawableSum]).toEqual([3000, 3000]);
    const detail = await partnerCall<CashOutOut>(
      s,
      'Partner/CashOutDetail',
      { id: a.body.Result.id },
      partner.session,
    );
    expect(detail.body.Result.status).toBe('paid');
  });

  it('an expired partner earns nothing and is told identity expired', async () => {
    const { partner, friend } = await partnerWithWithdrawable(s, 5000);
    await s.t.db
      .update(partners)
      .set({ expiresAt: new Date(s.t.clock.now().getTime() - 1000) })
      .where(eq(partners.memberId, partner.memberId));
    const refused = await partnerCall(s, 'Partner/CashOut', cashOutBody(20), partner.session);
    expect([refused.status, refused.body.Code]).toEqual([403, 'PARTNER_EXPIRED']);
    expect(refused.body.Message).toBe('身份已过期，请联系商家');
    const centre = await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, partner.session);
    expect(centre.body.Result.state).toBe('expired');
    const order = await paidOrder(s, friend.memberId, [{ quantity: 1, paid: 1000 }]);
    await complete(s, order.orderNo);
    expect(
      (await profitBooks(s.t.db, partner.memberId)).entries.filter((e) => e.kind === 'commission'),
    ).toHaveLength(1);
    const notPartner = await memberSession(s.t);
    const never = await partnerCall(s, 'Partner/CashOut', cashOutBody(20), notPartner.session);
    expect(never.body.Code).toBe('PARTNER_NOT_ACTIVE');
  });

  it('quotes the fee, moves profit to the balance only when allowed, and lists profit as member assets', async () => {
    const { partner } = await partnerWithWithdrawable(s, 5000);
    const q = await partnerCall<{ fee: number; payout: number }>(
      s,
      'Partner/CashOutQuote',
      { amount: 20 },
      partner.session,
    );
    expect(q.body.Result).toEqual({ amount: 20, fee: 0, payout: 20 });
    const off = await partnerCall(
      s,
      'Partner/ToBalance',
      { amount: 10, idempotencyKey: newKey() },
      partner.session,
    );
    expect(off.body.Code).toBe('FEATURE_DISABLED');
    const guest = await s.t.call('Partner/Index', {});
    expect(guest.status).toBe(401);
    const assets = await partnerCall<{ kind: string; amount: number }[]>(
      s,
      'customeraccount/GetDeregisterAssets',
      {},
      partner.session,
    );
    const listed = JSON.stringify(assets.body.Result);
    expect(listed).toContain('"kind":"partnerWithdrawable","unit":"money","amount":50');
    expect(listed).toContain('"kind":"partnerPending","unit":"money","amount":0');
  });

  it('pays the guider partner at the first level instead of the inviter, and the guider’s inviter at the second', async () => {
    const inviter = await newPartner(s);
    const guiderUpper = await newPartner(s);
    const guider = await newPartner(s);
    await bind(s, guider.memberId, guiderUpper.memberId);
    const buyer = await memberSession(s.t);
    await bind(s, buyer.memberId, inviter.memberId);
    const order = await paidOrder(s, buyer.memberId, [{ quantity: 1, paid: 10_000 }]);
    await s.t.db.insert(partnerOrderGuides).values({ orderId: order.id, partnerId: guider.memberId });
    await complete(s, order.orderNo);
    expect((await profitBooks(s.t.db, inviter.memberId)).entries).toHaveLength(0);
    expect(
      (await profitBooks(s.t.db, guider.memberId)).entries.map((e) => [e.level, e.pendingDelta]),
    ).toEqual([[1, 1000]]);
    expect(
      (await profitBooks(s.t.db, guiderUpper.memberId)).entries.map((e) => [e.level, e.pendingDelta]),
    ).toEqual([[2, 500]]);
  });

  it('shows profit of the last year only, and friends of one level when asked', async () => {
    const { partner, order } = await partnerWithWithdrawable(s, 5000);
    const old = new Date(s.t.clock.now().getTime() - 400 * DAY_MS);
    await s.t.db.insert(profitEntries).values({
      memberId: partner.memberId,
      kind: 'cash_out_returned',
      withdrawableDelta: 0,
      createdAt: old,
    });
    const details = await partnerCall<{ entries: ProfitEntryOut[]; total: number }>(
      s,
      'Partner/ProfitDetails',
      {},
      partner.session,
    );
    expect(details.body.Result.entries.map((e) => e.kind)).toEqual(['release', 'commission']);
    expect(details.body.Result.entries[1]).toMatchObject({
      orderNo: order.orderNo,
      level: 1,
      pendingDelta: 50,
    });
    const mine = await partnerCall<MyProfitOut>(s, 'Partner/MyProfit', {}, partner.session);
    expect(mine.body.Result.months).toHaveLength(1);
    expect(new Date(mine.body.Result.since).getTime()).toBeGreaterThan(old.getTime());
    const second = await partnerCall<{ total: number }>(
      s,
      'Partner/MyFriends',
      { level: 2 },
      partner.session,
    );
    expect(second.body.Result.total).toBe(0);
  });

  it('a rejected applicant may apply again; a buyer who is a partner earns nothing on their own order here', async () => {
    const m = await memberSession(s.t);
    await partnerCall(s, 'Partner/Apply', { levelId: s.level, agreementVersion: '1' }, m.session);
    const refused = await staffRequest(s, 'POST', `partner/partners/${m.memberId}/reject`);
    expect(refused.json().Result.status).toBe('rejected');
    const listed = await staffRequest(s, 'GET', 'partner/partners?status=rejected');
    expect(listed.json().Result.partners.map((p: { memberId: number }) => p.memberId)).toContain(m.memberId);
    const again = await partnerCall<PartnerCentreOut>(
      s,
      'Partner/Apply',
      { levelId: s.level, agreementVersion: '1' },
      m.session,
    );
    expect(again.body.Result.state).toBe('applied');
    const own = await newPartner(s);
    const order = await paidOrder(s, own.memberId, [{ quantity: 1, paid: 10_000 }]);
    await complete(s, order.orderNo);
    expect((await profitBooks(s.t.db, own.memberId)).entries).toHaveLength(0);
  });
});

describe.each(dbTargets())('partner programme with a fee, own purchases and the balance on %s', (target) => {
  const s = partnerSuite(target, {
    cashOutFeeRate: 60,
    cashOutFeeFixed: 100,
    ownPurchases: true,
    secondLevel: false,
    toBalance: true,
    holdDays: 0,
    signUpOpen: false,
  });

  it('refuses applications while sign-up is off', async () => {
    const m = await memberSession(s.t);
    const closed = await partnerCall(
      s,
      'Partner/Apply',
      { levelId: s.level, agreementVersion: '1' },
      m.session,
    );
    expect([closed.status, closed.body.Code]).toEqual([422, 'PARTNER_SIGNUP_CLOSED']);
    const levels = await partnerCall<{ signUpOpen: boolean }>(s, 'Partner/Levels');
    expect(levels.body.Result.signUpOpen).toBe(false);
  });

  it('deducts the fee honestly, pays own purchases at one level, and moves to the balance never twice', async () => {
    const partner = await newPartner(s);
    const upper = await newPartner(s);
    await bind(s, partner.memberId, upper.memberId);
    const order = await paidOrder(s, partner.memberId, [{ quantity: 1, paid: 100_000 }]);
    await complete(s, order.orderNo);
    expect((await profitBooks(s.t.db, upper.memberId)).entries).toHaveLength(0);
    await releaseAfter(s, 0);
    const books = await profitBooks(s.t.db, partner.memberId);
    expect([books.withdrawable, books.withdrawableSum]).toEqual([10_000, 10_000]);
    const changed = await partnerCall(
      s,
      'Partner/CashOut',
      cashOutBody(50, { expectedFee: 0 }),
      partner.session,
    );
    expect(changed.body.Code).toBe('CASH_OUT_FEE_CHANGED');
    const cash = await partnerCall<CashOutOut>(
      s,
      'Partner/CashOut',
      cashOutBody(50, { expectedFee: 1.3 }),
      partner.session,
    );
    expect(cash.body.Result).toMatchObject({ amount: 50, fee: 1.3, payout: 48.7 });
    const key = newKey();
    const moved = await partnerCall<{ withdrawable: number }>(
      s,
      'Partner/ToBalance',
      { amount: 50, idempotencyKey: key },
      partner.session,
    );
    expect(moved.body.Result).toEqual({ amount: 50, withdrawable: 0 });
    const repeat = await partnerCall(
      s,
      'Partner/ToBalance',
      { amount: 50, idempotencyKey: key },
      partner.session,
    );
    expect(repeat.body.Success).toBe(true);
    const more = await partnerCall(
      s,
      'Partner/ToBalance',
      { amount: 1, idempotencyKey: newKey() },
      partner.session,
    );
    expect(more.body.Code).toBe('WITHDRAWAL_ABOVE_BALANCE');
    const member = await memberBooks(s.t.db, partner.memberId);
    expect([member.member.balance, member.balanceSum]).toEqual([5000, 5000]);
    const after = await profitBooks(s.t.db, partner.memberId);
    expect([after.withdrawable, after.withdrawableSum]).toEqual([0, 0]);
  });
});
