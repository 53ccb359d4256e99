import type { StoreSettings } from '../../db/schema/store.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { findStore, firstRootId } from '../store/index.ts';

/** A way in that the store's settings can switch on or off (SPEC §6, settings.loginOptions). */
export type LoginWay = StoreSettings['loginOptions'][number];

/** What a database without any store offers: phone + SMS, the way every store starts with. */
const WITHOUT_STORE: readonly LoginWay[] = ['sms'];

/**
 * The settings of the store the shopper is in: the x-store-id store, else (no header, or an unknown store) the
 * first headquarters, the store the app serves then; null when no store exists at all. Uses ctx.db, so call it
 * before opening a transaction (PGlite has one connection).
 */
export async function shopperStoreSettings(
  ctx: Pick<CallContext, 'db' | 'clock' | 'headers'>,
): Promise<StoreSettings | null> {
  const named = ctx.headers.storeId ? await findStore(ctx.db, ctx.clock, ctx.headers.storeId) : null;
  if (named) return named.row.settings;
  const rootId = await firstRootId(ctx.db);
  const root = rootId === null ? null : await findStore(ctx.db, ctx.clock, rootId);
  return root?.row.settings ?? null;
}

/** Refuses a way in the shopper's store has not switched on (FEATURE_DISABLED, 'store has not enabled this'). */
export async function requireLoginWay(
  ctx: Pick<CallContext, 'db' | 'clock' | 'headers'>,
  way: LoginWay,
): Promise<void> {
  const settings = await shopperStoreSettings(ctx);
  const offered = settings ? settings.loginOptions : WITHOUT_STORE;
  if (!offered.includes(way)) throw new AppError('FEATURE_DISABLED');
}

/** Refuses a login call made without the terms and privacy agreement ticked (SPEC §5). */
export function requireAgreement(agreed: boolean | undefined): void {
  if (agreed !== true) throw new AppError('AGREEMENT_REQUIRED');
}
