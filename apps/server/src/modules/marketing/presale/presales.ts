import type { PresaleOut } from '@shop/contracts';
import { fromMinor, type Locale, type PresaleSettings, translatedField } from '@shop/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type PresaleSnapshot, presales } from '../../../db/schema/marketing/presale.ts';
import { AppError } from '../../../platform/http/app-error.ts';

export type PresaleRow = typeof presales.$inferSelect;

/** The store's pre-sales not over yet (their final window still ahead or open), the soonest deposit first. */
export function presalesNotOver(db: DbOrTx, storeId: number, now: Date): Promise<PresaleRow[]> {
  return db
    .select()
    .from(presales)
    .where(and(eq(presales.storeId, storeId), eq(presales.status, 'active'), gt(presales.finalEndsAt, now)))
    .orderBy(asc(presales.depositStartsAt), asc(presales.id));
}

/** A pre-sale of this store; PRESALE_NOT_FOUND for none or another store's. */
export async function requirePresale(db: DbOrTx, storeId: number, id: number): Promise<PresaleRow> {
  const [row] = await db
    .select()
    .from(presales)
    .where(and(eq(presales.id, id), eq(presales.storeId, storeId)));
  if (!row) throw new AppError('PRESALE_NOT_FOUND');
  return row;
}

/** What a member agrees to when paying the deposit, kept with it. */
export function snapshotOf(p: PresaleRow): PresaleSnapshot {
  return {
    price: p.price,
    deposit: p.deposit,
    depositWorth: p.depositWorth,
    depositStartsAt: p.depositStartsAt.toISOString(),
    depositEndsAt: p.depositEndsAt.toISOString(),
    finalStartsAt: p.finalStartsAt.toISOString(),
    finalEndsAt: p.finalEndsAt.toISOString(),
    shipsOn: p.shipsOn,
    lapsedDeposit: p.lapsedDeposit,
  };
}

/** A snapshot (or a pre-sale) as domain's pre-sale rules read it. */
export function settingsOf(s: PresaleSnapshot): PresaleSettings {
  return {
    ...s,
    depositStartsAt: new Date(s.depositStartsAt),
    depositEndsAt: new Date(s.depositEndsAt),
    finalStartsAt: new Date(s.finalStartsAt),
    finalEndsAt: new Date(s.finalEndsAt),
  };
}

export function presaleOut(p: PresaleRow, locale: Locale): PresaleOut {
  return {
    id: p.id,
    name: translatedField(p.name, p.translations, 'name', locale),
    description: translatedField(p.description, p.translations, 'description', locale),
    image: p.image,
    productId: p.productId,
    price: fromMinor(p.price),
    deposit: fromMinor(p.deposit),
    depositWorth: fromMinor(p.depositWorth),
    depositStartsAt: p.depositStartsAt.toISOString(),
    depositEndsAt: p.depositEndsAt.toISOString(),
    finalStartsAt: p.finalStartsAt.toISOString(),
    finalEndsAt: p.finalEndsAt.toISOString(),
    shipsOn: p.shipsOn,
    lapsedDeposit: p.lapsedDeposit,
  };
}
