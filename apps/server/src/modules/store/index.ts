// The public face of the store module: what other modules use of it (DESIGN §2). Its inner files stay private.
// Store records: finding a store, its chain root and its settings, cached per database.

// The small per-database TTL cache the store's records use, shared by other read caches.
export { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
// The store a call names, or the error when it names none.
export { requireStoreRecord } from './service.ts';
// The state a store is in right now, from its status, opening hours and time zone.
export { stateOf } from './store-info.ts';
export {
  chainRootId,
  findStore,
  firstRootId,
  type StoreRecord,
  type StoreRow,
  storeSettingsIn,
} from './store-records.ts';
