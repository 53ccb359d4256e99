import type { SeckillOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { redisAnswers } from '../../../test/redis.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { gateKeys, reconcileSeckillGate, seckillGate } from './gate.ts';
import {
  buyUnits,
  gateAgrees,
  gateBooks,
  gateSuite,
  insertSeckill,
  seckillBooks,
  seckillCall,
} from './seckill-test-kit.ts';
import { requireSession } from './sessions.ts';

const quiet = { info() {}, warn() {}, error() {} };

// Decision 073: the Redis gate in front of the database path, refusing as it would, the database the authority.
describe.runIf(await redisAnswers()).each(dbTargets())('the seckill gate on %s with Redis', (target) => {
  const s = gateSuite(target);
  async function buyer(balance = 10_000) {
    const m = await memberSession(s.t);
    if (balance > 0) await giveBalance(s.t, m.memberId, balance);
    return m;
  }

  it('admits within the limits, refuses as the database would, and answers a repeated key with its order', async () => {
    const id = await insertSeckill(s, { stock: 3 });
    const a = await buyer();
    const key = 'seckill-gate-repeat-001';
    const first = await buyUnits(s, a.session, { id, quantity: 2, idempotencyKey: key });
    expect(first.body.Result).toMatchObject({ status: 'pending', quantity: 2 });
    const again = await buyUnits(s, a.session, { id, quantity: 2, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    expect(await gateBooks(s.redis, id)).toEqual({ left: 1, units: { [a.memberId]: 2 } });
    const over = await buyUnits(s, a.session, { id });
    expect([over.body.Code, over.body.Message]).toEqual([
      'SECKILL_MEMBER_LIMIT',
      expect.stringContaining('2'),
    ]);
    const b = await buyer();
    expect((await buyUnits(s, b.session, { id, quantity: 2 })).body.Code).toBe('SECKILL_SOLD_OUT');
    expect(await gateAgrees(s, id)).toBe(true);
    expect((await seckillBooks(s.t.db, id)).holds).toBe(true);
  });

  it('refuses from Redis alone: a counter at 0 turns buyers away while the database still has stock', async () => {
    const id = await insertSeckill(s, { stock: 5 });
    const a = await buyer();
    await buyUnits(s, a.session, { id });
    await s.redis.set(gateKeys(id).left, '0');
    const b = await buyer();
    expect((await buyUnits(s, b.session, { id })).body.Code).toBe('SECKILL_SOLD_OUT');
    const books = await seckillBooks(s.t.db, id);
    expect([books.session.remaining, books.rows.length]).toEqual([4, 1]);
  });

  it('gives the places back once when the database path refuses an admitted buyer', async () => {
    const id = await insertSeckill(s, { stock: 2, perMemberLimit: 1 });
    const poor = await buyer(100);
    expect((await buyUnits(s, poor.session, { id })).body.Code).toBe('BALANCE_INSUFFICIENT');
    expect(await gateBooks(s.redis, id)).toEqual({ left: 2, units: {} });
    expect((await s.redis.hlen(gateKeys(id).keys)) === 0).toBe(true);
    // The gate counted the member as 0 again, so the next try is judged on its merits, not refused by a limit.
    await giveBalance(s.t, poor.memberId, 10_000);
    expect((await buyUnits(s, poor.session, { id })).status).toBe(200);
    expect(await gateAgrees(s, id)).toBe(true);
  });

  it('after Redis lost its keys: the next buyer seeds the counter from the database, the reconciler the members', async () => {
    const id = await insertSeckill(s, { stock: 6 });
    const a = await buyer();
    await buyUnits(s, a.session, { id, quantity: 2 });
    const k = gateKeys(id);
    await s.redis.del(k.left, k.units, k.keys);
    const b = await buyer();
    await buyUnits(s, b.session, { id });
    expect(await gateBooks(s.redis, id)).toEqual({ left: 3, units: { [b.memberId]: 1 } });
    // Until reconciled the gate would let `a` try again; the database's counter refuses it, and gives back.
    expect((await buyUnits(s, a.session, { id })).body.Code).toBe('SECKILL_MEMBER_LIMIT');
    expect((await gateBooks(s.redis, id)).left).toBe(3);
    await reconcileSeckillGate(s.t.db, s.redis, s.t.clock.now());
    expect(await gateAgrees(s, id)).toBe(true);
    expect((await buyUnits(s, a.session, { id })).body.Code).toBe('SECKILL_MEMBER_LIMIT');
  });

  it('after an order was never written or was cancelled, the reconciler puts its places back on sale', async () => {
    const id = await insertSeckill(s, { stock: 2, perMemberLimit: null });
    const session = await requireSession(s.t.db, s.store, id);
    // A crash between the gate and the database: admitted, never placed.
    const lost = await seckillGate(s.redis, quiet, s.t.clock).admit(
      session,
      999_999,
      1,
      'crashed',
      s.t.clock.now(),
      async () => session,
    );
    expect(lost.verdict).toBe('admitted');
    const a = await buyer();
    const held = await buyUnits(s, a.session, { id, payMethod: 4 });
    await seckillCall<SeckillOrderOut>(
      s,
      'Seckill/CancelOrder',
      { orderNo: held.body.Result.orderNo },
      a.session,
    );
    expect((await seckillBooks(s.t.db, id)).session.remaining).toBe(2);
    expect((await gateBooks(s.redis, id)).left).toBe(0);
    const b = await buyer();
    expect((await buyUnits(s, b.session, { id })).body.Code).toBe('SECKILL_SOLD_OUT');
    await reconcileSeckillGate(s.t.db, s.redis, s.t.clock.now());
    expect(await gateAgrees(s, id)).toBe(true);
    expect((await buyUnits(s, b.session, { id, quantity: 2 })).status).toBe(200);
    expect(await gateAgrees(s, id)).toBe(true);
  });

  it("after Redis lost its keys, the reconciler records the database's keys: a repeat of a sold-out sale's key answers its order", async () => {
    const id = await insertSeckill(s, { stock: 2 });
    const a = await buyer();
    const key = 'seckill-gate-repeat-002';
    const first = await buyUnits(s, a.session, { id, quantity: 2, idempotencyKey: key });
    const k = gateKeys(id);
    await s.redis.del(k.left, k.units, k.keys);
    await reconcileSeckillGate(s.t.db, s.redis, s.t.clock.now());
    const again = await buyUnits(s, a.session, { id, quantity: 2, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    expect(await gateAgrees(s, id)).toBe(true);
  });

  it('reconciles only sessions still to run; an ended one is left to expire', async () => {
    const id = await insertSeckill(s);
    await s.t.db.update(seckillSessions).set({ status: 'ended' }).where(eq(seckillSessions.id, id));
    await reconcileSeckillGate(s.t.db, s.redis, s.t.clock.now());
    expect((await gateBooks(s.redis, id)).left).toBeNull();
  });
});
