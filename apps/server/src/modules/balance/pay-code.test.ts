import type { PayCodeChargeOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceEntries } from '../../db/schema/balance.ts';
import { payCodeDevices } from '../../db/schema/pay-code.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { charge, enrol, payCodeSuite, payer, phoneCode, setPayPassword } from './pay-code-test-kit.ts';

type Charges = { charges: PayCodeChargeOut[]; balance: number; deviceActive: boolean };

const charges = (t: TestApp, session: string, body: { afterId?: number; deviceKey?: string } = {}) =>
  t.call<Charges>('Balance/PayCodeCharges', body, { session });

describe.each(dbTargets())('the member payment code on %s', (target) => {
  const s = payCodeSuite(target);

  it('enrols a phone, whose offline code the till charges once from the balance', async () => {
    const me = await payer(s.t, 50, '13742000001');
    const e = await enrol(s.t, me.session, s.store);
    expect(e).toMatchObject({ digits: 8, stepSeconds: 5, refreshSeconds: 60 });
    expect(e.deviceKey).toMatch(/^[1-9]\d{9}$/);
    expect(e.serverTime).toBe(s.t.clock.now().getTime());
    const code = phoneCode(e, s.t.clock.now());
    expect(code).toMatch(/^\d{18}$/);

    const paid = await charge(s.t, { code, amount: 12.5, storeId: s.store });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.Result).toMatchObject({
      status: 'paid',
      amount: 12.5,
      balanceAfter: 37.5,
      storeId: s.store,
    });
    const books = await memberBooks(s.t.db, me.memberId);
    expect(books.member.balance).toBe(3750);
    expect(books.balanceSum).toBe(3750);
    expect(books.balanceEntries.at(-1)).toMatchObject({
      delta: -1250,
      reason: 'balance_spend',
      note: paid.body.Result.chargeNo,
    });

    // The page sees it by itself, and then only what is newer.
    const seen = await charges(s.t, me.session, { deviceKey: e.deviceKey });
    expect(seen.body.Result).toMatchObject({ balance: 37.5, deviceActive: true });
    expect(seen.body.Result.charges).toMatchObject([
      {
        chargeNo: paid.body.Result.chargeNo,
        status: 'paid',
        amount: 12.5,
        balanceAfter: 37.5,
        storeName: 'Test store',
      },
    ]);
    const after = seen.body.Result.charges[0]!.id;
    expect((await charges(s.t, me.session, { afterId: after })).body.Result.charges).toEqual([]);

    // Replayed, or a code shown before it: refused, nothing taken.
    expect((await charge(s.t, { code, amount: 1, storeId: s.store })).body.Code).toBe('PAY_CODE_USED');
    s.t.clock.advance(10_000);
    const next = phoneCode(e, s.t.clock.now());
    expect(next).not.toBe(code);
    const earlier = phoneCode(e, new Date(s.t.clock.now().getTime() - 8_000));
    expect((await charge(s.t, { code: earlier, amount: 1, storeId: s.store })).body.Code).toBe(
      'PAY_CODE_USED',
    );
    // A new code of the same phone pays again; spaces as the page groups them are fine.
    const again = await charge(s.t, { code: next.replace(/(\d{4})/g, '$1 '), amount: 7.5, storeId: s.store });
    // The balance page lists the till's charges among the payments, with their charge numbers.
    const ledger = await s.t.call<{
      entries: Array<{ reason: string; kind: string; note: string; amount: number }>;
    }>(
      'Balance/Ledger',
      { kind: 'payment' },
      { session: me.session, headers: { 'x-store-id': String(s.store) } },
    );
    expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
    expect(ledger.body.Result.entries.map((e) => [e.reason, e.kind, e.note, e.amount])).toEqual([
      ['balance_spend', 'payment', again.body.Result.chargeNo, -7.5],
      ['balance_spend', 'payment', paid.body.Result.chargeNo, -12.5],
    ]);
    expect(again.body.Result).toMatchObject({ status: 'paid', balanceAfter: 30 });
    expect((await memberBooks(s.t.db, me.memberId)).balanceSum).toBe(3000);
  });

  it('accepts a code for its refresh interval and some grace, and refuses it after', async () => {
    const me = await payer(s.t, 20);
    const e = await enrol(s.t, me.session, s.store);
    const shownAt = s.t.clock.now();
    s.t.clock.advance(85_000);
    expect((await charge(s.t, { code: phoneCode(e, shownAt), amount: 1, storeId: s.store })).status).toBe(
      200,
    );
    const late = s.t.clock.now();
    s.t.clock.advance(96_000);
    expect((await charge(s.t, { code: phoneCode(e, late), amount: 1, storeId: s.store })).body.Code).toBe(
      'PAY_CODE_INVALID',
    );
    // A phone clock far ahead is refused too.
    const ahead = new Date(s.t.clock.now().getTime() + 60_000);
    expect((await charge(s.t, { code: phoneCode(e, ahead), amount: 1, storeId: s.store })).body.Code).toBe(
      'PAY_CODE_INVALID',
    );
    expect((await memberBooks(s.t.db, me.memberId)).member.balance).toBe(1900);
  });

  it("binds a code to its member: another member's key with this secret, or a made-up code, is refused", async () => {
    const me = await payer(s.t, 20);
    const other = await payer(s.t, 20);
    const mine = await enrol(s.t, me.session, s.store);
    const theirs = await enrol(s.t, other.session, s.store);
    const forged = `${theirs.deviceKey}${phoneCode(mine, s.t.clock.now()).slice(10)}`;
    for (const code of [forged, '123456789012345678', 'abc', `${mine.deviceKey}0000000`]) {
      expect((await charge(s.t, { code, amount: 1, storeId: s.store })).body.Code).toBe('PAY_CODE_INVALID');
    }
    expect((await memberBooks(s.t.db, other.memberId)).member.balance).toBe(2000);
    expect((await memberBooks(s.t.db, me.memberId)).member.balance).toBe(2000);
  });

  it('refuses a charge above the balance without using up the code', async () => {
    const me = await payer(s.t, 5);
    const e = await enrol(s.t, me.session, s.store);
    const code = phoneCode(e, s.t.clock.now());
    const refused = await charge(s.t, { code, amount: 6, storeId: s.store });
    expect(refused.status).toBe(409);
    expect(refused.body.Code).toBe('BALANCE_INSUFFICIENT');
    expect((await charge(s.t, { code, amount: 5, storeId: s.store })).body.Result.balanceAfter).toBe(0);
    const books = await memberBooks(s.t.db, me.memberId);
    expect([books.member.balance, books.balanceSum]).toEqual([0, 0]);
  });

  it('revokes the phone on logout, on deregistration and when it enrols again', async () => {
    const me = await payer(s.t, 20);
    const first = await enrol(s.t, me.session, s.store);
    const second = await enrol(s.t, me.session, s.store);
    expect(second.deviceKey).not.toBe(first.deviceKey);
    expect(
      (await charge(s.t, { code: phoneCode(first, s.t.clock.now()), amount: 1, storeId: s.store })).body.Code,
    ).toBe('PAY_CODE_INVALID');
    expect((await charges(s.t, me.session, { deviceKey: first.deviceKey })).body.Result.deviceActive).toBe(
      false,
    );
    expect((await charges(s.t, me.session, { deviceKey: second.deviceKey })).body.Result.deviceActive).toBe(
      true,
    );

    await s.t.call('customeraccount/logoff', {}, { session: me.session });
    const code = phoneCode(second, s.t.clock.now());
    expect((await charge(s.t, { code, amount: 1, storeId: s.store })).body.Code).toBe('PAY_CODE_INVALID');

    const leaving = await payer(s.t, 20);
    const e = await enrol(s.t, leaving.session, s.store);
    const gone = await s.t.call(
      'customeraccount/disable',
      { disableType: 2, reminderAccepted: true },
      { session: leaving.session },
    );
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(
      (await charge(s.t, { code: phoneCode(e, s.t.clock.now()), amount: 1, storeId: s.store })).body.Code,
    ).toBe('PAY_CODE_INVALID');
    expect((await memberBooks(s.t.db, leaving.memberId)).member.balance).toBe(2000);
  });

  it('above the store limit, waits for the member to confirm with the payment password', async () => {
    const me = await payer(s.t, 500);
    await setPayPassword(s.t, me.memberId, '246810');
    const e = await enrol(s.t, me.session, s.store);
    const waiting = await charge(s.t, { code: phoneCode(e, s.t.clock.now()), amount: 150, storeId: s.store });
    expect(waiting.body.Result).toMatchObject({ status: 'confirming', balanceAfter: null });
    const chargeNo: string = waiting.body.Result.chargeNo;
    const seen = (await charges(s.t, me.session)).body.Result.charges;
    expect(seen).toMatchObject([{ chargeNo, status: 'confirming', needsPassword: true, amount: 150 }]);
    expect((await memberBooks(s.t.db, me.memberId)).member.balance).toBe(50_000);

    const confirm = (body: Record<string, unknown>, session = me.session) =>
      s.t.call<{ charge: PayCodeChargeOut }>(
        'Balance/ConfirmPayCodeCharge',
        { chargeNo, ...body },
        { session },
      );
    expect((await confirm({})).body.Code).toBe('PAY_PASSWORD_REQUIRED');
    expect((await confirm({ payPassword: '111111' })).body.Code).toBe('PAY_PASSWORD_WRONG');
    const stranger = await memberSession(s.t);
    expect((await confirm({ payPassword: '246810' }, stranger.session)).status).toBe(404);
    const ok = await confirm({ payPassword: '246810' });
    expect(ok.body.Result.charge).toMatchObject({ status: 'paid', balanceAfter: 350 });
    expect((await confirm({ payPassword: '246810' })).body.Code).toBe('PAY_CODE_CHARGE_CLOSED');
    const books = await memberBooks(s.t.db, me.memberId);
    expect([books.member.balance, books.balanceSum]).toEqual([35_000, 35_000]);
    const staffView = await s.t.app.inject({
      method: 'GET',
      url: `/staff/paycode/charges/${chargeNo}`,
      headers: { authorization: 'Bearer test-staff-token-0123456789' },
    });
    expect(staffView.json().Result).toMatchObject({ status: 'paid', balanceAfter: 350 });
  });

  it('lets the member decline a waiting charge, and lets one lapse after two minutes', async () => {
    const me = await payer(s.t, 500);
    const e = await enrol(s.t, me.session, s.store);
    const first = await charge(s.t, { code: phoneCode(e, s.t.clock.now()), amount: 120, storeId: s.store });
    const declined = await s.t.call<{ charge: PayCodeChargeOut }>(
      'Balance/DeclinePayCodeCharge',
      { chargeNo: first.body.Result.chargeNo },
      { session: me.session },
    );
    expect(declined.body.Result.charge).toMatchObject({ status: 'declined', needsPassword: false });

    s.t.clock.advance(5_000);
    const second = await charge(s.t, { code: phoneCode(e, s.t.clock.now()), amount: 120, storeId: s.store });
    s.t.clock.advance(121_000);
    const late = await s.t.call(
      'Balance/ConfirmPayCodeCharge',
      { chargeNo: second.body.Result.chargeNo },
      { session: me.session },
    );
    expect(late.body.Code).toBe('PAY_CODE_CHARGE_CLOSED');
    const seen = (await charges(s.t, me.session)).body.Result.charges.map((c) => c.status);
    expect(seen).toEqual(['declined', 'expired']);
    expect((await memberBooks(s.t.db, me.memberId)).balanceEntries).toHaveLength(1);
  });

  it('keeps device secrets to the server: a device row holds the same secret the phone got', async () => {
    const me = await payer(s.t, 0);
    const e = await enrol(s.t, me.session, s.store);
    const [row] = await s.t.db.select().from(payCodeDevices).where(eq(payCodeDevices.deviceKey, e.deviceKey));
    expect(row).toMatchObject({ memberId: me.memberId, secret: e.secret, refreshSeconds: 60, lastStep: 0 });
    expect(e.secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it("answers a till's repeated request with its first charge, and refuses its key for another", async () => {
    const me = await payer(s.t, 50);
    const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
    const body = { code, amount: 10, storeId: s.store, requestKey: 'till-7-0001' };
    const first = await charge(s.t, body);
    const again = await charge(s.t, body);
    expect(again.status).toBe(200);
    expect(again.body.Result).toEqual(first.body.Result);
    expect((await charge(s.t, { ...body, amount: 11 })).body.Code).toBe('IDEMPOTENCY_CONFLICT');
    // Another till's key with the same code is a replay.
    expect((await charge(s.t, { ...body, requestKey: 'till-8-0001' })).body.Code).toBe('PAY_CODE_USED');
    const books = await memberBooks(s.t.db, me.memberId);
    expect([books.member.balance, books.balanceSum]).toEqual([4000, 4000]);
  });

  it('refuses bad input, a wrong token and guests, changing nothing', async () => {
    const me = await payer(s.t, 20);
    const e = await enrol(s.t, me.session, s.store);
    const code = phoneCode(e, s.t.clock.now());
    for (const bad of [
      { code, amount: 0, storeId: s.store },
      { code, amount: -1, storeId: s.store },
      { code, amount: 1.005, storeId: s.store },
      { code, storeId: s.store },
      { amount: 1, storeId: s.store },
      { code, amount: 1, storeId: s.store, memberId: 1 },
      { code, amount: 1, storeId: s.store, requestKey: 'short' },
    ]) {
      expect((await charge(s.t, bad)).status).toBe(400);
    }
    expect((await charge(s.t, { code, amount: 1, storeId: 999_999 })).body.Code).toBe('STORE_NOT_FOUND');
    expect((await charge(s.t, { code, amount: 1, storeId: s.store }, 'wrong-token-wrong-token')).status).toBe(
      401,
    );
    expect((await s.t.call('Balance/EnrollPayCode', {})).status).toBe(401);
    expect((await s.t.call('Balance/PayCodeCharges', {})).status).toBe(401);
    expect(
      (await s.t.call('Balance/EnrollPayCode', { deviceKey: 'x' }, { session: me.session })).status,
    ).toBe(400);
    expect(
      (await s.t.call('Balance/ConfirmPayCodeCharge', { chargeNo: 'PC1' }, { session: me.session })).status,
    ).toBe(404);
    const entries = await s.t.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.memberId, me.memberId));
    expect(entries).toHaveLength(1);
    // The code was never used: it still pays.
    expect((await charge(s.t, { code, amount: 1, storeId: s.store })).status).toBe(200);
  });
});
