import type {
  CouponShareOut,
  CouponTransferPreviewOut,
  CouponTransferRecordOut,
  MemberCouponDetailOut,
  MemberCouponOut,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { memberCoupons } from '../../db/schema/coupon.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { couponCall, couponSuite, couponsOf, insertTemplate } from './coupon-test-kit.ts';

type Records = { records: CouponTransferRecordOut[]; total: number };

describe.each(dbTargets())('giving coupons away by share link on %s', (target) => {
  const s = couponSuite(target);
  const hours = (h: number) => new Date(s.t.clock.now().getTime() + h * 3_600_000);

  async function held(fields: Parameters<typeof insertTemplate>[2] = {}) {
    const m = await memberSession(s.t, `1372220${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`);
    const tpl = await insertTemplate(s.t, s.store, fields);
    const res = await couponCall<{ coupon: MemberCouponOut }>(
      s,
      'Coupon/Claim',
      { templateId: tpl.id },
      m.session,
    );
    return { ...m, coupon: res.body.Result.coupon };
  }
  const share = (session: string, id: number, hoursOpen?: number) =>
    couponCall<CouponShareOut>(s, 'Coupon/ShareGift', hoursOpen ? { id, hours: hoursOpen } : { id }, session);
  const receive = (session: string, token: string, verificationCode?: string) =>
    couponCall<{ coupon: MemberCouponOut }>(
      s,
      'Coupon/ReceiveTransfer',
      verificationCode ? { token, verificationCode } : { token },
      session,
    );

  it('moves the coupon to the receiver once: the giver keeps a transferred record, both see the transfer', async () => {
    const giver = await held();
    await s.t.db.update(members).set({ name: 'Ana Lopez' }).where(eq(members.id, giver.memberId));
    const taker = await memberSession(s.t);
    const link = await share(giver.session, giver.coupon.id, 2);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.Result).toMatchObject({ expiresAt: hours(2).toISOString(), verificationCode: null });
    const preview = await couponCall<CouponTransferPreviewOut>(s, 'Coupon/TransferPreview', {
      token: link.body.Result.token,
    });
    expect(preview.body.Result).toMatchObject({
      status: 'open',
      needsCode: false,
      mine: false,
      name: 'Five off twenty',
    });
    expect(preview.body.Result.giverName).not.toContain('Lopez');
    const detail = await couponCall<MemberCouponDetailOut>(
      s,
      'Coupon/Detail',
      { id: giver.coupon.id },
      giver.session,
    );
    expect(detail.body.Result.openTransfer?.token).toBe(link.body.Result.token);

    const got = await receive(taker.session, link.body.Result.token);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Result.coupon).toMatchObject({
      source: 'transfer',
      state: 'valid',
      rule: giver.coupon.rule,
      validUntil: giver.coupon.validUntil,
    });
    expect(got.body.Result.coupon.code).not.toBe(giver.coupon.code);
    const mine = await couponsOf(s.t.db, giver.memberId);
    expect(mine.map((c) => c.status)).toEqual(['transferred']);
    const again = await receive((await memberSession(s.t)).session, link.body.Result.token);
    expect(again).toMatchObject({
      status: 409,
      body: { Code: 'COUPON_TRANSFER_LINK_INVALID', Message: '转赠链接错误或已过期' },
    });

    const given = await couponCall<Records>(s, 'Coupon/TransferRecords', {}, giver.session);
    expect(given.body.Result.records).toMatchObject([{ direction: 'given', status: 'received' }]);
    const received = await couponCall<Records>(
      s,
      'Coupon/TransferRecords',
      { direction: 'received' },
      taker.session,
    );
    expect(received.body.Result.records).toMatchObject([
      { direction: 'received', status: 'received', otherName: 'A*******z' },
    ]);
    expect(
      (await couponCall<Records>(s, 'Coupon/TransferRecords', { direction: 'given' }, taker.session)).body
        .Result.total,
    ).toBe(0);
  });

  it('asks for the verification code the giver got, and counts wrong ones', async () => {
    const giver = await held({ needsTransferCode: true });
    const taker = await memberSession(s.t);
    const link = (await share(giver.session, giver.coupon.id)).body.Result;
    expect(link.verificationCode).toMatch(/^\d{6}$/);
    const code = link.verificationCode!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await receive(taker.session, link.token)).toMatchObject({
      status: 400,
      body: { Code: 'COUPON_TRANSFER_CODE_REQUIRED' },
    });
    expect(await receive(taker.session, link.token, wrong)).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_TRANSFER_CODE_WRONG' },
    });
    expect((await receive(taker.session, link.token, code)).status).toBe(200);
  });

  it('counts wrong verification codes with exchange codes: 10 lock the receiver out, even with the right one', async () => {
    const giver = await held({ needsTransferCode: true });
    const taker = await memberSession(s.t);
    const link = (await share(giver.session, giver.coupon.id)).body.Result;
    const right = link.verificationCode!;
    const wrongs = Array.from({ length: 10 }, (_, i) =>
      String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    for (const wrong of wrongs)
      expect((await receive(taker.session, link.token, wrong)).body.Code).toBe('COUPON_TRANSFER_CODE_WRONG');
    expect(await receive(taker.session, link.token, right)).toMatchObject({
      status: 429,
      body: { Code: 'COUPON_CODE_LOCKED' },
    });
    s.t.clock.advance(15 * 60_000 + 1);
    expect((await receive(taker.session, link.token, right)).status).toBe(200);
  });

  it('refuses the giver’s own link, an expired, a cancelled or a replaced link, and a coupon used meanwhile', async () => {
    const giver = await held();
    const taker = await memberSession(s.t);
    const first = (await share(giver.session, giver.coupon.id)).body.Result;
    expect(await receive(giver.session, first.token)).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_TRANSFER_SELF' },
    });
    const second = (await share(giver.session, giver.coupon.id)).body.Result;
    expect((await receive(taker.session, first.token)).body.Code).toBe('COUPON_TRANSFER_LINK_INVALID');
    expect(
      (await couponCall(s, 'Coupon/CancelShare', { id: giver.coupon.id }, giver.session)).body.Result,
    ).toEqual({ cancelled: true });
    expect((await receive(taker.session, second.token)).body.Code).toBe('COUPON_TRANSFER_LINK_INVALID');
    const third = (await share(giver.session, giver.coupon.id, 1)).body.Result;
    s.t.clock.advance(3_600_000);
    expect((await receive(taker.session, third.token)).body.Code).toBe('COUPON_TRANSFER_LINK_INVALID');
    const preview = await couponCall<CouponTransferPreviewOut>(s, 'Coupon/TransferPreview', {
      token: third.token,
    });
    expect(preview.body.Result.status).toBe('expired');
    const fourth = (await share(giver.session, giver.coupon.id)).body.Result;
    await s.t.db.update(memberCoupons).set({ status: 'used' }).where(eq(memberCoupons.id, giver.coupon.id));
    expect((await receive(taker.session, fourth.token)).body.Code).toBe('COUPON_TRANSFER_LINK_INVALID');
    expect(await couponsOf(s.t.db, taker.memberId)).toEqual([]);
    expect((await couponCall(s, 'Coupon/TransferPreview', { token: 'x'.repeat(32) })).body.Code).toBe(
      'COUPON_TRANSFER_LINK_INVALID',
    );
  });

  it('refuses to share a coupon its template keeps, one no longer valid, and another member’s', async () => {
    const kept = await held({ transferable: false });
    expect(await share(kept.session, kept.coupon.id)).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_NOT_TRANSFERABLE' },
    });
    const used = await held();
    await s.t.db.update(memberCoupons).set({ status: 'used' }).where(eq(memberCoupons.id, used.coupon.id));
    expect((await share(used.session, used.coupon.id)).body.Code).toBe('COUPON_NOT_TRANSFERABLE');
    expect(await share(used.session, kept.coupon.id)).toMatchObject({
      status: 404,
      body: { Code: 'COUPON_NOT_FOUND' },
    });
    expect((await couponCall(s, 'Coupon/ShareGift', { id: kept.coupon.id })).status).toBe(401);
    expect((await couponCall(s, 'Coupon/ReceiveTransfer', { token: 'x'.repeat(32) })).status).toBe(401);
  });

  it('starts a share-counted validity at the share for the receiver', async () => {
    const giver = await held({ validity: { mode: 'days', from: 'sharing', days: 3 } });
    const taker = await memberSession(s.t);
    s.t.clock.advance(24 * 3_600_000);
    const sharedAt = s.t.clock.now();
    const link = (await share(giver.session, giver.coupon.id)).body.Result;
    s.t.clock.advance(3_600_000);
    const got = (await receive(taker.session, link.token)).body.Result.coupon;
    expect(got.validFrom).toBe(sharedAt.toISOString());
    expect(got.validUntil).toBe(new Date(sharedAt.getTime() + 72 * 3_600_000).toISOString());
  });
});
