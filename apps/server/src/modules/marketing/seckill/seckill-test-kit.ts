// Seckill sessions, calls and books shared by the seckill tests.

import { randomBytes } from 'node:crypto';
import type { SeckillOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { seckillBuyers, seckillOrders, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { orders } from '../../../db/schema/order.ts';
import type { DbTarget } from '../../../test/harness.ts';
import { testRedisUrl } from '../../../test/redis.ts';
import { freshKey, type StoreSuite, storeCall, storeSuite } from '../activity-test-kit.ts';
import { gateKeys } from './gate.ts';

export type SeckillSuite = StoreSuite;
export const seckillSuite = storeSuite;

const HOUR = 3_600_000;

/** A ¥12 product at ¥6, 10 units, 2 a member, running for an hour from a minute ago. */
export async function insertSeckill(
  s: SeckillSuite,
  fields: Partial<typeof seckillSessions.$inferInsert> = {},
): Promise<number> {
  const now = s.t.clock.now().getTime();
  const stock = fields.stock ?? 10;
  const [row] = await s.t.db
    .insert(seckillSessions)
    .values({
      storeId: s.store,
      name: 'Egg tarts',
      price: 1200,
      seckillPrice: 600,
      stock,
      remaining: stock,
      perMemberLimit: 2,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + HOUR),
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning({ id: seckillSessions.id });
  return row!.id;
}

export const seckillCall = storeCall;

export const seckillKey = () => freshKey('seckill');

/** Buys units by balance unless another method is given, at the ¥6 shown. */
export function buyUnits(
  s: SeckillSuite,
  session: string,
  body: {
    id: number;
    quantity?: number;
    payMethod?: number;
    expectedPrice?: number;
    idempotencyKey?: string;
  },
) {
  return seckillCall<SeckillOrderOut>(
    s,
    'Seckill/Buy',
    { quantity: 1, payMethod: 2, expectedPrice: 6, idempotencyKey: seckillKey(), ...body },
    session,
  );
}

/** A session's books: what is left, what its live orders hold, and whether stock = left + held, counters included. */
export async function seckillBooks(db: Db, sessionId: number) {
  const [session] = await db.select().from(seckillSessions).where(eq(seckillSessions.id, sessionId));
  const rows = await db
    .select({ fact: seckillOrders, status: orders.status, refundedAmount: orders.refundedAmount })
    .from(seckillOrders)
    .innerJoin(orders, eq(orders.id, seckillOrders.orderId))
    .where(eq(seckillOrders.sessionId, sessionId));
  const buyers = await db.select().from(seckillBuyers).where(eq(seckillBuyers.sessionId, sessionId));
  const held = rows.filter((r) => !r.fact.returned).reduce((sum, r) => sum + r.fact.quantity, 0);
  const counted = buyers.reduce((sum, b) => sum + b.bought, 0);
  const holds = session !== undefined && session.remaining + held === session.stock && counted === held;
  return { session: session!, rows, buyers, held, holds };
}

export interface GateSuite extends SeckillSuite {
  /** A client of the suite's own, under the app's key prefix, to look at or wipe the gate's keys. */
  redis: Redis;
}

/**
 * A seckill suite whose app has the Redis gate, under a key prefix of the suite's own (so suites and runs sharing
 * the Redis never meet), its keys deleted after the last test.
 */
export function gateSuite(target: DbTarget): GateSuite {
  const prefix = `test:seckill:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const s = seckillSuite(target, { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix }) as GateSuite;
  beforeAll(() => {
    s.redis = new Redis(testRedisUrl, { keyPrefix: prefix });
  });
  afterAll(async () => {
    // SCAN and KEYS take the whole key, prefix included; DEL adds the prefix itself.
    const keys = await s.redis.keys(`${prefix}*`);
    if (keys.length > 0) await s.redis.del(...keys.map((k) => k.slice(prefix.length)));
    await s.redis.quit();
  });
  return s;
}

/** The gate's figures for a session: places left (null: not seeded), and each member's units by member id. */
export async function gateBooks(redis: Redis, sessionId: number) {
  const k = gateKeys(sessionId);
  const left = await redis.get(k.left);
  const units = await redis.hgetall(k.units);
  return {
    left: left === null ? null : Number(left),
    units: Object.fromEntries(Object.entries(units).map(([m, n]) => [Number(m), Number(n)])),
  };
}

/** Whether the gate agrees with the database: its places left are `remaining`, its units the members' `bought`. */
export async function gateAgrees(s: GateSuite, sessionId: number): Promise<boolean> {
  const gate = await gateBooks(s.redis, sessionId);
  const books = await seckillBooks(s.t.db, sessionId);
  const bought = Object.fromEntries(
    books.buyers.filter((b) => b.bought > 0).map((b) => [b.memberId, b.bought]),
  );
  return gate.left === books.session.remaining && JSON.stringify(gate.units) === JSON.stringify(bought);
}
