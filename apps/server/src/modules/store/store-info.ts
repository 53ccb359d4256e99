import type { StoreInfo, StoreSummary } from '@shop/contracts';
import { distanceInMeters, type LatLon, lineQuantityLimit, storeState } from '@shop/domain';
import type { StoreRecord, StoreRow } from './store-records.ts';

export interface StoreInfoOptions {
  now: Date;
  includeLatLon: boolean;
  includePointRule: boolean;
  /** The caller is a logged-in member whose membership counts (igornVipCheck not set). */
  isCustomer: boolean;
}

// Neither the store settings nor any other area keeps these yet; these are the SPEC §9 defaults.
const APPOINTMENT_ADVANCE_DAYS = 365;

/** The state a store is in right now, from its status, opening hours and time zone. */
export function stateOf(row: StoreRow, now: Date) {
  return storeState(row.status, row.openingHours, now, row.settings.timezone);
}

/** The fields that name a store, the same in the store info and the nearby list. */
function identityOf(row: StoreRow) {
  return {
    storeId: row.id,
    storeUserId: row.id,
    storeName: row.name,
    logoUrl: row.logoUrl,
    address: row.address,
    tel: row.tel,
  };
}

/** The store info of SPEC §3 as GetStoreDataFast answers it. */
export function toStoreInfo(record: StoreRecord, opts: StoreInfoOptions): StoreInfo {
  const { row } = record;
  const s = row.settings;
  const info: StoreInfo = {
    ...identityOf(row),
    latitude: opts.includeLatLon ? row.latitude : null,
    longitude: opts.includeLatLon ? row.longitude : null,
    currency: row.currency,
    industry: row.industry,
    secondIndustry: row.secondIndustry,
    parentStoreUserId: row.parentId,
    ...stateOf(row, opts.now),
    isChainStore: row.isChainStore,
    isOpenMulMiniAppStore: s.isOpenMulMiniAppStore,
    PlatformMode: s.platformMode,
    IsHideProductByMode: s.isHideProductByMode,
    AllowStockBelowZero: s.allowStockBelowZero,
    WholeSalePriceMode: s.wholeSalePriceMode,
    shareCustomer: s.shareCustomer,
    isCustomer: opts.isCustomer,
    VipTypes: [],
    customerCates: [],
    subscribeTemplats: [],
    appointmentAdvanceDays: APPOINTMENT_ADVANCE_DAYS,
    appointmentRestWeeks: [],
    isBuyLimit: false,
    timezone: s.timezone,
    openingHours: row.openingHours,
    banners: record.banners,
    settings: {
      storeId: row.id,
      themeColor: s.themeColor,
      storeMode: s.storeMode,
      storeModeValue: s.storeModeValue,
      isHeadquarters: row.parentId === null,
      isChainStore: row.isChainStore,
      loginOptions: s.loginOptions,
      excludedStoreIds: s.excludedStoreIds,
      minStartPrice: s.minStartPrice,
      maxLineQuantity: lineQuantityLimit(s.maxLineQuantity),
      limitRegistrationByPhone: s.limitRegistrationByPhone,
      customerService: s.customerService,
    },
  };
  if (opts.includePointRule) info.pointRule = s.pointRule ?? null;
  return info;
}

function positionOf(row: StoreRow): LatLon | null {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };
}

/** A store as the nearby list shows it, with its distance from `from` when both positions are known. */
export function toStoreSummary(row: StoreRow, now: Date, from: LatLon | null): StoreSummary {
  const at = positionOf(row);
  return {
    ...identityOf(row),
    latitude: row.latitude,
    longitude: row.longitude,
    distanceInMeter: from && at ? distanceInMeters(from, at) : null,
    ...stateOf(row, now),
    openingHours: row.openingHours,
  };
}
