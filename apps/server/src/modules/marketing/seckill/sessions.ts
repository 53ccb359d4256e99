import type { SeckillSessionOut } from '@shop/contracts';
import { fromMinor, type Locale, type SeckillSession, seckillPhase, translatedField } from '@shop/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
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
