// The public face of the store module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';

// A store's settings as other areas read them (its payment configuration: payment's pay options).
export type { PaymentSettings, StoreSettings } from '../../db/schema/store.ts';

import { registerStore } from './routes.ts';
import { registerStaffStoreFacts, registerStoreFacts } from './store-facts-routes.ts';
import { storeTranslatables } from './translatables.ts';

// The store a visitor lands in when the address names none; the chain's stores the caller can pick; the
// headquarters of the caller's chain.
export { callerChainStores, callerHeadquarters, defaultStoreId } from './chain-service.ts';
// The chain's headquarters settings through the caller's transaction (the invite rules, decision 076).
export { chainSettingsIn } from './chain-settings.ts';
// The reservation window a booked time must lie in (checkout's orders and marketing's group meals).
export { bookedUntilOf, requireReservationTime } from './reservation-window.ts';
// SPEC §5 text checks: free text a shopper writes, refused with TEXT_SENSITIVE when it holds a listed word.
export { requireCleanText } from './sensitive-words.ts';
// The store a call names (or the error when it names none), and its info as GetStoreDataFast answers it.
export { requireStoreRecord, storeData } from './service.ts';
// The state a store is in right now, from its status, opening hours and time zone; its reservation rules.
export { reservationRulesOf, stateOf, toStoreSummary } from './store-info.ts';
// Store records: finding a store, its chain root and its settings, cached per database.
export {
  bannersIn,
  chainRootId,
  findStore,
  firstRootId,
  invalidateStore,
  type StoreRecord,
  type StoreRow,
  type StoreText,
  saveStoreSetting,
  storeSettingsIn,
  storeText,
} from './store-records.ts';

/**
 * How the app mounts the store: store info, the nearby-store lookups, country codes, certificates and the
 * sensitive-words file, and the text staff translate; for staff, certificates and the sensitive words.
 */
export const storeModule: ShopModule = {
  name: 'store',
  routes: (app, deps) => {
    registerStore(app, deps);
    registerStoreFacts(app, deps);
  },
  staffRoutes: registerStaffStoreFacts,
  translatables: storeTranslatables,
};
