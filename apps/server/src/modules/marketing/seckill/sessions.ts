import type { SeckillSessionOut } from '@shop/contracts';
import { fromMinor, type Locale, type SeckillSession, seckillPhase, translatedField } from '@shop/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { runPrepared, type Statement } from '../../../db/prepared.ts';
import { seckillBuyers, seckillSessions } from '../../../db/schema/marketing/seckill.ts';
import { AppError } from '../../../platform/http/app-error.ts';

export type SeckillSessionRow = typeof seckillSessions.$inferSelect;

/** The session as domain's seckill rules read it (the stock as left now). */
export function rulesOf(s: SeckillSessionRow): SeckillSession {
  return {
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    price: s.seckillPrice,
    stock: s.remaining,
    perOrderLimit: s.perOrderLimit,
    perMemberLimit: s.perMemberLimit,
  };
}

/** The store's sessions not over yet, the running first (soonest to end), then the upcoming (soonest to open). */
export async function sessionsNotOver(db: DbOrTx, storeId: number, now: Date): Promise<SeckillSessionRow[]> {
  const rows = await db
    .select()
    .from(seckillSessions)
    .where(
      and(
        eq(seckillSessions.storeId, storeId),
        eq(seckillSessions.status, 'active'),
        gt(seckillSessions.endsAt, now),
      ),
    )
    .orderBy(asc(seckillSessions.startsAt), asc(seckillSessions.id));
  const running = rows.filter((s) => s.startsAt <= now).sort((a, b) => +a.endsAt - +b.endsAt);
  return [...running, ...rows.filter((s) => s.startsAt > now)];
}

/** A session of this store; null for none or another store's. */
export async function findSession(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<SeckillSessionRow | null> {
  const [row] = await db
    .select()
    .from(seckillSessions)
    .where(and(eq(seckillSessions.id, id), eq(seckillSessions.storeId, storeId)));
  return row ?? null;
}

/** A session of this store; SECKILL_NOT_FOUND for none or another store's. */
export async function requireSession(db: DbOrTx, storeId: number, id: number): Promise<SeckillSessionRow> {
  const row = await findSession(db, storeId, id);
  if (!row) throw new AppError('SECKILL_NOT_FOUND');
  return row;
}

// What every buy reads before it places anything, the crowd refused on it as much as the few who buy: one named
// statement, one round trip (three separate reads — session, the member's units, their key — halved the rate a
// sale without the gate answers its crowd at, decision 069). Money as numbers and times as epoch ms, as the
// row's own columns read (bigint and timestamptz would come back as text here).
const buyLookStatement: Statement = {
  name: 'seckill_buy_look',
  params: 4,
  text: `
SELECT s.id, s.store_id AS "storeId", s.product_id AS "productId", s.name, s.description, s.translations, s.image,
  s.price::float8 AS price, s.seckill_price::float8 AS "seckillPrice", s.stock, s.remaining,
  s.per_order_limit AS "perOrderLimit", s.per_member_limit AS "perMemberLimit",
  (extract(epoch FROM s.starts_at) * 1000)::float8 AS "startsAt", (extract(epoch FROM s.ends_at) * 1000)::float8 AS "endsAt",
  s.status, (extract(epoch FROM s.created_at) * 1000)::float8 AS "createdAt",
  COALESCE((SELECT b.bought FROM seckill_buyers b WHERE b.session_id = s.id AND b.member_id = $3), 0) AS bought,
  EXISTS (SELECT 1 FROM orders o WHERE o.member_id = $3 AND o.idempotency_key = $4) AS keyed
FROM seckill_sessions s
WHERE s.id = $1 AND s.store_id = $2`,
};

type LookRow = Omit<SeckillSessionRow, 'startsAt' | 'endsAt' | 'createdAt'> & {
  startsAt: number;
  endsAt: number;
  createdAt: number;
  bought: number;
  keyed: boolean;
};

/** A buy's first look: the session, the member's units in it, and whether their key has an order already. */
export interface BuyLook {
  session: SeckillSessionRow;
  bought: number;
  keyed: boolean;
}

/** The session of this store a member buys in and what they hold of it; SECKILL_NOT_FOUND for none. */
export async function lookBeforeBuying(
  db: DbOrTx,
  storeId: number,
  id: number,
  buyer: { memberId: number; idempotencyKey: string },
): Promise<BuyLook> {
  const [row] = await runPrepared<LookRow>(db, buyLookStatement, [
    id,
    storeId,
    buyer.memberId,
    buyer.idempotencyKey,
  ]);
  if (!row) throw new AppError('SECKILL_NOT_FOUND');
  const { bought, keyed, startsAt, endsAt, createdAt, ...rest } = row;
  const session = {
    ...rest,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    createdAt: new Date(createdAt),
  };
  return { session, bought, keyed };
}

/** The units a member holds in a session (placed and not given back). */
export async function boughtBy(db: DbOrTx, sessionId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ bought: seckillBuyers.bought })
    .from(seckillBuyers)
    .where(and(eq(seckillBuyers.sessionId, sessionId), eq(seckillBuyers.memberId, memberId)));
  return row?.bought ?? 0;
}

/** The session in the reader's language, its money in decimals; an ended one reads as over. */
export function sessionOut(s: SeckillSessionRow, now: Date, locale: Locale): SeckillSessionOut {
  return {
    id: s.id,
    name: translatedField(s.name, s.translations, 'name', locale),
    description: translatedField(s.description, s.translations, 'description', locale),
    image: s.image,
    productId: s.productId,
    price: fromMinor(s.price),
    seckillPrice: fromMinor(s.seckillPrice),
    stock: s.stock,
    remaining: s.remaining,
    perOrderLimit: s.perOrderLimit,
    perMemberLimit: s.perMemberLimit,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    phase: s.status === 'ended' ? 'over' : seckillPhase(s, now),
  };
}
