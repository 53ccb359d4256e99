import type { CouponOrderOut, CouponShareOut, MemberCouponOut } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponCodes, couponTransfers } from '../../db/schema/coupon.ts';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { giveBalance, memberBooks } from '../level/level-test-kit.ts';
import {
  couponCall,
  couponSuite,
  couponsOf,
  insertTemplate,
  newKey,
  templateState,
} from './coupon-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: claims and receives decided by conditional updates alone, whatever the timing.
describe.runIf(hasPostgres)('coupon claims and transfers under concurrency on PostgreSQL', () => {
  const s = couponSuite('postgres');
  const claim = (session: string, templateId: number) =>
    couponCall<{ coupon: MemberCouponOut }>(s, 'Coupon/Claim', { templateId }, session);

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: one coupon left and 64 members claiming at once: exactly one gets it`, async () => {
      const tpl = await insertTemplate(s.t, s.store, { total: 1 });
      const takers = await Promise.all(Array.from({ length: 64 }, () => memberSession(s.t)));
      const answers = await Promise.all(takers.map((m) => claim(m.session, tpl.id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.Code))).toEqual(
        new Set(['COUPON_FULLY_CLAIMED']),
      );
      const state = await templateState(s.t.db, tpl.id);
      expect(state.template.remaining).toBe(0);
      expect(state.claims).toHaveLength(1);
      const held = await Promise.all(takers.map((m) => couponsOf(s.t.db, m.memberId)));
      expect(held.flat()).toHaveLength(1);
    });

    it(`round ${round}: a claim limit of 2 and one member claiming 20 times at once: exactly two`, async () => {
      const tpl = await insertTemplate(s.t, s.store, { claimLimit: 2, total: 50 });
      const m = await memberSession(s.t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => claim(m.session, tpl.id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.body.Code === 'COUPON_CLAIM_LIMIT')).toHaveLength(18);
      expect(await couponsOf(s.t.db, m.memberId)).toHaveLength(2);
      const state = await templateState(s.t.db, tpl.id);
      expect(state.template.remaining).toBe(48);
      expect(state.claims).toMatchObject([{ claimed: 2 }]);
    });

    it(`round ${round}: one share link and 10 members receiving it at once: exactly one gets the coupon`, async () => {
      const tpl = await insertTemplate(s.t, s.store);
      const giver = await memberSession(s.t);
      const coupon = (await claim(giver.session, tpl.id)).body.Result.coupon;
      const link = await couponCall<CouponShareOut>(s, 'Coupon/ShareGift', { id: coupon.id }, giver.session);
      const receivers = await Promise.all(Array.from({ length: 10 }, () => memberSession(s.t)));
      // Each from its own address, so nothing but the transfer's conditional update stands between them.
      const answers = await Promise.all(
        receivers.map((m, i) =>
          couponCall(s, 'Coupon/ReceiveTransfer', { token: link.body.Result.token }, m.session, {
            headers: { 'x-forwarded-for': `10.9.${round}.${i + 1}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'COUPON_TRANSFER_LINK_INVALID')).toHaveLength(9);
      const held = await Promise.all(receivers.map((m) => couponsOf(s.t.db, m.memberId)));
      expect(held.flat().map((c) => [c.source, c.status])).toEqual([['transfer', 'valid']]);
      expect((await couponsOf(s.t.db, giver.memberId)).map((c) => c.status)).toEqual(['transferred']);
    });

    it(`round ${round}: the last coupon of a pack and 10 members buying it by balance at once: one pays`, async () => {
      const tpl = await insertTemplate(s.t, s.store, { price: 990, total: 1, claimLimit: null, buyLimit: 1 });
      const buyers = await Promise.all(Array.from({ length: 10 }, () => memberSession(s.t)));
      await Promise.all(buyers.map((m) => giveBalance(s.t, m.memberId, 1000)));
      const answers = await Promise.all(
        buyers.map((m) =>
          couponCall<CouponOrderOut>(
            s,
            'Coupon/Buy',
            { templateId: tpl.id, payMethod: 2, idempotencyKey: newKey() },
            m.session,
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200 && a.body.Result.status === 'completed')).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'COUPON_SOLD_OUT')).toHaveLength(9);
      const books = await Promise.all(buyers.map((m) => memberBooks(s.t.db, m.memberId)));
      expect(books.map((b) => b.member.balance).sort()).toEqual([10, ...Array(9).fill(1000)]);
      expect(books.every((b) => b.balanceSum === b.member.balance)).toBe(true);
      expect(books.flatMap((b) => b.orders)).toHaveLength(1);
    });

    it(`round ${round}: a coupon shared 5 times at once keeps one open link`, async () => {
      const tpl = await insertTemplate(s.t, s.store);
      const giver = await memberSession(s.t);
      const coupon = (await claim(giver.session, tpl.id)).body.Result.coupon;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => couponCall(s, 'Coupon/ShareGift', { id: coupon.id }, giver.session)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
      const open = await s.t.db
        .select()
        .from(couponTransfers)
        .where(and(eq(couponTransfers.memberCouponId, coupon.id), eq(couponTransfers.status, 'open')));
      expect(open).toHaveLength(1);
    });

    it(`round ${round}: one exchange code and 10 members typing it at once: exactly one gets the coupon`, async () => {
      const tpl = await insertTemplate(s.t, s.store, { showInCentre: false, total: null, claimLimit: null });
      const code = `RACE${round}X${Date.now()}`;
      await s.t.db.insert(couponCodes).values({ code, templateId: tpl.id, createdAt: s.t.clock.now() });
      const members = await Promise.all(Array.from({ length: 10 }, () => memberSession(s.t)));
      const answers = await Promise.all(
        members.map((m, i) =>
          couponCall(s, 'Coupon/Exchange', { code }, m.session, {
            headers: { 'x-forwarded-for': `10.8.${round}.${i + 1}` },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'COUPON_CODE_USED')).toHaveLength(9);
      const held = await Promise.all(members.map((m) => couponsOf(s.t.db, m.memberId)));
      expect(held.flat()).toHaveLength(1);
    });
  }
});
