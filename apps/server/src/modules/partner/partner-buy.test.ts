import type { PartnerCentreOut, PartnerOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { partnerLevels } from '../../db/schema/partner.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance, memberBooks } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { DAY_MS, newKey, newPartner, partnerCall, partnerSuite } from './partner-test-kit.ts';

describe.each(dbTargets())('signing up by purchase on %s', (target) => {
  const s = partnerSuite(target);
  const buy = (session: string, body: Record<string, unknown> = {}) =>
    partnerCall<PartnerOrderOut>(
      s,
      'Partner/Upgrade',
      { levelId: s.level, agreementVersion: '1', payMethod: 2, idempotencyKey: newKey(), ...body },
      session,
    );

  it('buys a level by balance: paid, signed from now for its days, once per key; renewing extends from the end', async () => {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, 30_000);
    const changed = await buy(m.session, { expectedPrice: 90 });
    expect(changed.body.Code).toBe('CART_CHANGED');
    const stale = await buy(m.session, { agreementVersion: '0' });
    expect(stale.body.Code).toBe('PARTNER_AGREEMENT_OUTDATED');
    const key = newKey();
    const made = await buy(m.session, { idempotencyKey: key, expectedPrice: 99 });
    expect(made.body.Result).toMatchObject({ status: 'completed', needPay: false, amount: 99 });
    const again = await buy(m.session, { idempotencyKey: key, expectedPrice: 99 });
    expect(again.body.Result.orderNo).toBe(made.body.Result.orderNo);
    let centre = (await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, m.session)).body.Result;
    expect(centre.state).toBe('active');
    const end = new Date(centre.expiresAt!).getTime();
    expect(end - s.t.clock.now().getTime()).toBe(365 * DAY_MS);
    await buy(m.session);
    centre = (await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, m.session)).body.Result;
    expect(new Date(centre.expiresAt!).getTime() - end).toBe(365 * DAY_MS);
    const books = await memberBooks(s.t.db, m.memberId);
    expect([books.member.balance, books.balanceSum]).toEqual([30_000 - 2 * 9900, 30_000 - 2 * 9900]);
    const detail = await partnerCall<PartnerOrderOut>(
      s,
      'Partner/UpgradeOrder',
      { orderNo: made.body.Result.orderNo },
      m.session,
    );
    expect(detail.body.Result.level.id).toBe(s.level);
    const stranger = await memberSession(s.t);
    const foreign = await partnerCall(
      s,
      'Partner/UpgradeOrder',
      { orderNo: made.body.Result.orderNo },
      stranger.session,
    );
    expect(foreign.status).toBe(404);
  });

  it('refuses without balance, and pays online: unpaid until the gateway says paid, then signed once', async () => {
    const poor = await memberSession(s.t);
    const refused = await buy(poor.session);
    expect(refused.body.Code).toBe('BALANCE_INSUFFICIENT');
    expect(
      (await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, poor.session)).body.Result.state,
    ).toBe('none');
    const made = await buy(poor.session, { payMethod: 4 });
    expect(made.body.Result).toMatchObject({ status: 'unpaid', needPay: true });
    const { prepayId } = await started(s.t, poor.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    await Promise.all([postNotify(s.t, copy), postNotify(s.t, copy)]);
    const order = await partnerCall<PartnerOrderOut>(
      s,
      'Partner/UpgradeOrder',
      { orderNo: made.body.Result.orderNo },
      poor.session,
    );
    expect(order.body.Result.status).toBe('completed');
    expect(
      (await partnerCall<PartnerCentreOut>(s, 'Partner/Index', {}, poor.session)).body.Result.state,
    ).toBe('active');
  });

  it('refuses a level not for sale, and a member holding a higher level', async () => {
    const [higher] = await s.t.db
      .insert(partnerLevels)
      .values({
        storeId: s.store,
        name: 'Gold',
        rank: 9,
        firstRate: 2000,
        price: null,
        createdAt: s.t.clock.now(),
      })
      .returning();
    const m = await memberSession(s.t);
    const notForSale = await buy(m.session, { levelId: higher!.id });
    expect(notForSale.body.Code).toBe('PARTNER_LEVEL_NOT_FOUND');
    const gold = await newPartner(s, higher!.id);
    await giveBalance(s.t, gold.memberId, 30_000);
    const lower = await buy(gold.session);
    expect(lower.body.Code).toBe('PARTNER_ALREADY');
  });
});
