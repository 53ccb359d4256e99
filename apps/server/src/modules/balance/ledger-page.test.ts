import type { balanceLedgerEndpoints, ResultOf } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { balanceEntries } from '../../db/schema/balance.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import {
  balanceCall,
  insertRule,
  paidTopUp,
  shopIn,
  type TopUpSuite,
  topUpApp,
} from '../balance-top-up/top-up-test-kit.ts';
import { giveBalance } from '../level/level-test-kit.ts';

type Ledger = ResultOf<typeof balanceLedgerEndpoints.ledger>;
type Detail = ResultOf<typeof balanceLedgerEndpoints.payDetail>;

describe.each(dbTargets())('the balance ledger pages on %s', (target) => {
  const app = topUpApp(target);
  let s: TopUpSuite;
  beforeEach(async () => {
    s = await shopIn(app.t);
  });
  const ledger = (session: string, body: Record<string, unknown> = {}) =>
    balanceCall<Ledger>(s, 'Balance/Ledger', body, session);

  /** A member with a staff credit in January and a ¥100 top-up (gift ¥30 in 3 days) in February. */
  async function memberWithHistory() {
    const m = await memberSession(s.t);
    const now = s.t.clock.now();
    await giveBalance(s.t, m.memberId, 500);
    await s.t.db
      .update(balanceEntries)
      .set({ createdAt: new Date('2026-01-31T15:59:00Z') }) // 23:59 on 31 January in Shanghai
      .where(eq(balanceEntries.memberId, m.memberId));
    const rule = await insertRule(s.t.db, s.store, now, {
      giftBalance: 3000,
      giftInstalments: 3,
      giftEvery: 'day',
    });
    const { orderNo } = await paidTopUp(s, m.session, { ruleId: rule.id });
    await s.t.db
      .update(balanceEntries)
      .set({ createdAt: new Date('2026-01-31T16:00:00Z') }) // 00:00 on 1 February
      .where(eq(balanceEntries.reason, 'top_up'));
    return { m, orderNo };
  }

  it('shows the balance, entries newest first with their orders, and the gifts still to come', async () => {
    const { m, orderNo } = await memberWithHistory();
    const res = await ledger(m.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = res.body.Result;
    expect(out.balance).toBe(5 + 100 + 10);
    expect(out.entries.map((e) => [e.reason, e.kind, e.amount, e.orderNo])).toEqual([
      ['top_up_gift', 'gift', 10, orderNo],
      ['top_up', 'topUp', 100, orderNo],
      ['manual_edit', 'manual', 5, null],
    ]);
    expect(out.upcoming.map((u) => [u.seq, u.of, u.amount, u.orderNo])).toEqual([
      [2, 3, 10, orderNo],
      [3, 3, 10, orderNo],
    ]);
    expect([out.total, out.income, out.expense]).toEqual([3, 115, 0]);
  });

  it('filters by month on the store calendar and by kind', async () => {
    const { m } = await memberWithHistory();
    const january = (await ledger(m.session, { month: '2026-01' })).body.Result;
    expect(january.entries.map((e) => e.reason)).toEqual(['manual_edit']);
    const february = (await ledger(m.session, { month: '2026-02', kind: 'topUp' })).body.Result;
    expect(february.entries.map((e) => e.reason)).toEqual(['top_up']);
    expect((await ledger(m.session, { kind: 'gift' })).body.Result.entries).toHaveLength(1);
    expect((await ledger(m.session, { kind: 'payment' })).body.Result).toMatchObject({
      entries: [],
      total: 0,
    });
    for (const bad of [{ month: '2026-13' }, { kind: 'other' }, { month: '26-01' }]) {
      expect((await ledger(m.session, bad)).status).toBe(400);
    }
    expect(
      (await s.t.call('Balance/Ledger', {}, { headers: { 'x-store-id': String(s.store) } })).status,
    ).toBe(401);
  });

  it('opens one entry with its top-up; another member’s entry is not found', async () => {
    const { m, orderNo } = await memberWithHistory();
    const [gift] = (await ledger(m.session, { kind: 'gift' })).body.Result.entries;
    const res = await balanceCall<Detail>(s, 'Balance/PayDetail', { id: gift!.id }, m.session);
    expect(res.body.Result).toMatchObject({
      entry: { id: gift!.id, kind: 'gift', amount: 10 },
      order: { orderNo, kind: 'topup', amount: 100, status: 'completed' },
      instalment: { seq: 1, of: 3 },
      topUp: { orderNo, gift: { amount: 30, instalments: 3, every: 'day' } },
    });
    const stranger = await memberSession(s.t);
    const peek = await balanceCall(s, 'Balance/PayDetail', { id: gift!.id }, stranger.session);
    expect(peek).toMatchObject({ status: 404, body: { Code: 'NOT_FOUND' } });
  });
});
