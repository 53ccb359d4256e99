import type { BargainActivityOut, BargainOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bargainActivities } from '../../../db/schema/marketing/bargain.ts';
import { insertStore, memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import {
  bargainBooks,
  bargainCall,
  bargainSuite,
  buy,
  help,
  insertActivity,
  staffCall,
  start,
} from './bargain-test-kit.ts';

const HOUR = 3_600_000;

describe.each(dbTargets())('bargains on %s', (target) => {
  const s = bargainSuite(target);
  const member = () => memberSession(s.t);

  /** A member's bargain started and cut by `friends` friends; its id and the starter. */
  async function cutBy(activity: number, friends: number) {
    const starter = await member();
    const started = await start(s, starter.session, activity);
    expect(started.status).toBe(200);
    const id = started.body.Result.id;
    for (let i = 0; i < friends; i++) expect((await help(s, (await member()).session, id)).status).toBe(200);
    return { id, starter };
  }

  it('lists the activities open now in this store and shows a guest the page in their language', async () => {
    const open = await insertActivity(s, {
      translations: { 'zh-CN': { name: '奶油蛋糕', description: '' } },
    });
    const later = await insertActivity(s, { startsAt: new Date(s.t.clock.now().getTime() + HOUR) });
    const ended = await insertActivity(s, { status: 'ended' });
    const elsewhere = await insertActivity(s, { storeId: await insertStore(s.t.db) });
    const list = await bargainCall<{ activities: BargainActivityOut[] }>(s, 'Bargain/LoadData');
    const ids = list.body.Result.activities.map((a) => a.id);
    expect(ids).toContain(open);
    for (const hidden of [later, ended, elsewhere]) expect(ids).not.toContain(hidden);
    const page = await s.t.call<{ activity: BargainActivityOut; bargain: BargainOut | null }>(
      'Bargain/Detail',
      { id: open },
      { headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' } },
    );
    expect(page.body.Result.activity).toMatchObject({ name: '奶油蛋糕', price: 88, floor: 58, helpers: 3 });
    expect(page.body.Result.bargain).toBeNull();
    const other = await bargainCall(s, 'Bargain/Detail', { id: elsewhere });
    expect([other.status, other.body.Code]).toEqual([404, 'BARGAIN_NOT_FOUND']);
  });

  it('asks a guest to log in to start, help, buy or list bargains', async () => {
    const activity = await insertActivity(s);
    for (const [path, body] of [
      ['Bargain/Start', { id: activity }],
      ['Bargain/Help', { bargain: 1 }],
      ['Bargain/Buy', { bargain: 1, expectedPrice: 88, idempotencyKey: 'k'.repeat(16) }],
      ['Bargain/MyBargains', {}],
    ] as const) {
      expect((await bargainCall(s, path, body)).status, path).toBe(401);
    }
  });

  it('starts once at the settings of the moment: a repeat answers the running one, a later edit changes nothing', async () => {
    const activity = await insertActivity(s);
    const m = await member();
    const first = await start(s, m.session, activity);
    expect(first.body.Result).toMatchObject({
      status: 'in_progress',
      price: 88,
      floor: 58,
      currentPrice: 88,
      helpersDone: 0,
      mine: true,
    });
    await s.t.db.update(bargainActivities).set({ floor: 100 }).where(eq(bargainActivities.id, activity));
    const again = await start(s, m.session, activity);
    expect(again.body.Result).toMatchObject({ id: first.body.Result.id, floor: 58 });
    const refused = [
      await insertActivity(s, { startsAt: new Date(s.t.clock.now().getTime() + HOUR) }),
      await insertActivity(s, { status: 'ended' }),
    ];
    const codes = await Promise.all(refused.map(async (id) => (await start(s, m.session, id)).body.Code));
    expect(codes).toEqual(['BARGAIN_NOT_STARTED', 'BARGAIN_ENDED']);
  });

  it('takes each friend once, never the starter, and reaches the floor exactly at the last helper', async () => {
    const activity = await insertActivity(s);
    const starter = await member();
    const id = (await start(s, starter.session, activity)).body.Result.id;
    expect((await help(s, starter.session, id)).body.Code).toBe('BARGAIN_OWN');
    const friend = await member();
    const first = await help(s, friend.session, id);
    expect(first.body.Result.cut).toBeGreaterThanOrEqual(5);
    expect(first.body.Result.cut).toBeLessThanOrEqual(15);
    expect(first.body.Result.bargain).toMatchObject({ helpersDone: 1, helpedByMe: true, mine: false });
    // The wire carries yuan with 2 decimals; compare in fen so 88 - 14.96 is not 73.03999…
    expect(toMinor(first.body.Result.bargain.currentPrice)).toBe(8800 - toMinor(first.body.Result.cut));
    expect((await help(s, friend.session, id)).body.Code).toBe('BARGAIN_ALREADY_HELPED');
    for (let i = 0; i < 2; i++) await help(s, (await member()).session, id);
    const late = await help(s, (await member()).session, id);
    expect([late.status, late.body.Code]).toEqual([409, 'BARGAIN_FLOOR_REACHED']);
    const books = await bargainBooks(s.t.db, id);
    expect([books.row.remaining, books.cuts.length, books.holds]).toEqual([0, 3, true]);
    const page = await bargainCall<{ bargain: BargainOut }>(s, 'Bargain/Detail', {
      id: activity,
      bargain: id,
    });
    expect(page.body.Result.bargain).toMatchObject({ status: 'success', currentPrice: 58, mine: false });
    expect(page.body.Result.bargain.cuts).toHaveLength(3);
  });

  it('buys at exactly the price shown, from the balance, once; a changed price or another member charges nothing', async () => {
    const activity = await insertActivity(s);
    const { id, starter } = await cutBy(activity, 1);
    await giveBalance(s.t, starter.memberId, 10_000);
    const price = (await bargainBooks(s.t.db, id)).row;
    const shown = (price.floor + price.remaining) / 100;
    expect((await buy(s, starter.session, id, 88)).body.Code).toBe('CART_CHANGED');
    const stranger = await member();
    expect((await buy(s, stranger.session, id, shown)).body.Code).toBe('BARGAIN_NOT_FOUND');
    expect((await balanceOf(s.t.db, starter.memberId)).balance).toBe(10_000);
    const key = 'bargain-repeat-key-0001';
    const bought = await buy(s, starter.session, id, shown, key);
    expect(bought.body.Result).toMatchObject({ status: 'completed', amount: shown, bargainId: id });
    const repeat = await buy(s, starter.session, id, shown, key);
    expect(repeat.body.Result.orderNo).toBe(bought.body.Result.orderNo);
    expect((await buy(s, starter.session, id, shown)).body.Code).toBe('BARGAIN_BOUGHT');
    const money = await balanceOf(s.t.db, starter.memberId);
    expect(money).toEqual({
      balance: 10_000 - Math.round(shown * 100),
      sum: 10_000 - Math.round(shown * 100),
    });
    const books = await bargainBooks(s.t.db, id);
    expect([books.row.status, books.orders.length, books.orders[0]!.paidAmount]).toEqual([
      'bought',
      1,
      Math.round(shown * 100),
    ]);
    expect((await help(s, (await member()).session, id)).body.Code).toBe('BARGAIN_BOUGHT');
    expect((await start(s, starter.session, activity)).body.Code).toBe('BARGAIN_BOUGHT');
    const mine = await bargainCall<{ bargains: BargainOut[] }>(s, 'Bargain/MyBargains', {}, starter.session);
    expect(mine.body.Result.bargains).toMatchObject([
      { id, status: 'bought', orderNo: bought.body.Result.orderNo },
    ]);
  });

  it('refuses a purchase the balance cannot pay and leaves the bargain running', async () => {
    const activity = await insertActivity(s);
    const { id, starter } = await cutBy(activity, 0);
    await giveBalance(s.t, starter.memberId, 1000);
    expect((await buy(s, starter.session, id, 88)).body.Code).toBe('BALANCE_INSUFFICIENT');
    const books = await bargainBooks(s.t.db, id);
    expect([books.row.status, books.orders.length]).toEqual(['in_progress', 0]);
    expect(await balanceOf(s.t.db, starter.memberId)).toEqual({ balance: 1000, sum: 1000 });
  });

  it('ends at its deadline: no more cuts nor purchase, and the member may start a new one', async () => {
    const activity = await insertActivity(s, { lastsMinutes: 60 });
    const { id, starter } = await cutBy(activity, 1);
    s.t.clock.advance(61 * 60_000);
    const page = await bargainCall<{ bargain: BargainOut }>(
      s,
      'Bargain/Detail',
      { id: activity },
      starter.session,
    );
    expect(page.body.Result.bargain).toMatchObject({ id, status: 'ended' });
    expect((await help(s, (await member()).session, id)).body.Code).toBe('BARGAIN_ENDED');
    await giveBalance(s.t, starter.memberId, 10_000);
    expect((await buy(s, starter.session, id, page.body.Result.bargain.currentPrice)).body.Code).toBe(
      'BARGAIN_ENDED',
    );
    const again = await start(s, starter.session, activity);
    expect(again.body.Result).toMatchObject({ status: 'in_progress', currentPrice: 88 });
    expect(again.body.Result.id).not.toBe(id);
    expect((await bargainBooks(s.t.db, id)).row.status).toBe('ended');
  });

  it('lets staff create, list and end an activity; settings the floor cannot be reached with are refused', async () => {
    const body = {
      storeId: s.store,
      name: 'Tart',
      price: 30,
      floor: 10,
      helpers: 2,
      minCut: 5,
      maxCut: 15,
      startsAt: new Date(s.t.clock.now().getTime() - HOUR).toISOString(),
      endsAt: new Date(s.t.clock.now().getTime() + HOUR).toISOString(),
      lastsMinutes: 30,
    };
    const bad = await staffCall(s, 'POST', '/staff/bargains', { ...body, maxCut: 8 });
    expect([bad.status, bad.body.Code, bad.body.Field]).toEqual([400, 'BAD_REQUEST', 'maxCut']);
    const made = await staffCall<{ id: number }>(s, 'POST', '/staff/bargains', body);
    expect(made.status).toBe(200);
    const activity = made.body.Result.id;
    const { id } = await cutBy(activity, 1);
    const ended = await staffCall(s, 'POST', `/staff/bargains/${activity}/end`);
    expect(ended.body.Result).toMatchObject({ status: 'ended', started: 1, bought: 0 });
    expect((await help(s, (await member()).session, id)).body.Code).toBe('BARGAIN_ENDED');
    expect((await start(s, (await member()).session, activity)).body.Code).toBe('BARGAIN_ENDED');
    const list = await staffCall<{ activities: { id: number }[] }>(
      s,
      'GET',
      `/staff/bargains?status=all&storeId=${s.store}`,
    );
    expect(list.body.Result.activities.map((a) => a.id)).toContain(activity);
  });
});
