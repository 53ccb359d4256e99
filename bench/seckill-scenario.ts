// Issue 30's seckill scenario: a crowd of 2,000 buyers, each once, for a session of 100 units (one a member),
// paying online (the order held unpaid, as a flash sale's buyers pay after). Run against the app on PostgreSQL
// alone and against a second app on the same database with the Redis gate (decision 073); each sale is a session
// of its own, so their orders are counted apart.
import { randomBytes } from 'node:crypto';
import { headerNames } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members } from '../apps/server/src/db/schema/account/member.ts';
import { seckillOrders, seckillSessions } from '../apps/server/src/db/schema/marketing/seckill.ts';
import { stores } from '../apps/server/src/db/schema/store.ts';
import { gateKeys } from '../apps/server/src/modules/marketing/seckill/gate.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { systemClock } from '../apps/server/src/platform/clock/clock.ts';
import type { LoadSpec } from './lib/load.ts';
import { settings } from './order-scenarios.ts';

export const CROWD = 2_000;
export const STOCK = 100;
const HOUR = 3_600_000;

/** What one sale came to, counted in the database (and, with Redis, the gate's counter beside it). */
export interface SaleBooks {
  orders: number;
  /** Units held by live orders beyond the stock: must be 0. */
  oversold: number;
  /** Whether the whole stock sold and stock = left + held in the database. */
  holds: boolean;
  /**
   * The gate's places left minus the database's right after the sale (0 without a gate): above 0 is the safe
   * drift of buyers in flight while the reconciler ran (decision 073), which its next run takes back.
   */
  gateOver: number;
}

/** A sale: its crowd's load on one app, and its books afterwards. */
export interface Sale {
  spec: LoadSpec;
  books(): Promise<SaleBooks>;
}

/**
 * Seeds the seckill shop and its crowd (2,000 members with sessions); `sale(base, redis?)` opens a new session
 * and gives the load of the whole crowd buying at once against the app at `base`.
 */
export async function seckillScenario(dbUrl: string) {
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  const { db } = database;
  const [store] = await db
    .insert(stores)
    .values({ name: 'Bench seckill shop', settings, latitude: 31.2243, longitude: 121.446 })
    .returning({ id: stores.id });
  const storeId = store!.id;
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: CROWD }, (_, i) => ({
        memberNo: `S${i}`,
        phone: `1380000${String(i).padStart(4, '0')}`,
      })),
    )
    .returning({ id: members.id });
  const sessions: string[] = [];
  for (const m of rows) sessions.push(await createSession(db, systemClock, m.id));

  async function openSession(stock: number): Promise<number> {
    const now = Date.now();
    const [row] = await db
      .insert(seckillSessions)
      .values({
        storeId,
        name: 'Bench egg tarts',
        price: 1200,
        seckillPrice: 600,
        stock,
        remaining: stock,
        perMemberLimit: 1,
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now + HOUR),
        createdAt: new Date(now),
      })
      .returning({ id: seckillSessions.id });
    return row!.id;
  }

  /** The crowd (the first `crowd` of it) buying a new session of `stock` at `base`, each member once. */
  async function sale(
    name: string,
    base: string,
    o: { stock?: number; crowd?: number; redis?: Redis } = {},
  ): Promise<Sale> {
    const stock = o.stock ?? STOCK;
    const crowd = o.crowd ?? CROWD;
    const id = await openSession(stock);
    let next = 0;
    const spec: LoadSpec = {
      name,
      url: `${base}/wxapi/Seckill/Buy`,
      headers: { [headerNames.storeId]: String(storeId) },
      body: () => ({}),
      request: () => ({
        body: {
          id,
          quantity: 1,
          payMethod: 4,
          expectedPrice: 6,
          idempotencyKey: randomBytes(16).toString('base64url'),
        },
        headers: { [headerNames.session]: sessions[next++ % crowd]! },
      }),
      amount: crowd,
    };
    const books = async (): Promise<SaleBooks> => {
      const [session] = await db.select().from(seckillSessions).where(eq(seckillSessions.id, id));
      const [live] = await db
        .select({
          orders: sql<number>`count(*)::int`,
          held: sql<number>`COALESCE(sum(${seckillOrders.quantity}) FILTER (WHERE NOT ${seckillOrders.returned}), 0)::int`,
        })
        .from(seckillOrders)
        .where(eq(seckillOrders.sessionId, id));
      const left = o.redis ? Number(await o.redis.get(gateKeys(id).left)) : session!.remaining;
      return {
        orders: live!.orders,
        oversold: Math.max(0, live!.held - stock),
        holds: live!.orders === stock && session!.remaining + live!.held === stock,
        gateOver: left - session!.remaining,
      };
    };
    return { spec, books };
  }

  return { sale, close: () => database.close() };
}
