import type { StoreInfo } from '@shop/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { toStoreInfo } from './store-info.ts';
import { findStore, type StoreRecord } from './store-records.ts';

export interface StoreDataFlags {
  includeLatLon?: boolean;
  includePointRule?: boolean;
  igornVipCheck?: boolean;
}

/** The store a call names, or STORE_NOT_FOUND. */
export async function requireStoreRecord(
  ctx: Pick<CallContext, 'db' | 'clock'>,
  storeId: number,
): Promise<StoreRecord> {
  const store = await findStore(ctx.db, ctx.clock, storeId);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  return store;
}

/** GetStoreDataFast / GetStoreDataById: the store info with its state at the service clock's now. */
export async function storeData(
  ctx: Pick<CallContext, 'db' | 'clock' | 'member' | 'locale'>,
  storeId: number,
  flags: StoreDataFlags,
): Promise<StoreInfo> {
  const store = await requireStoreRecord(ctx, storeId);
  return toStoreInfo(store, {
    now: ctx.clock.now(),
    includeLatLon: flags.includeLatLon ?? false,
    includePointRule: flags.includePointRule ?? false,
    isCustomer: ctx.member !== null && !flags.igornVipCheck,
    locale: ctx.locale,
  });
}
