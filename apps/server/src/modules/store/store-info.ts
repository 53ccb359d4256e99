import type { StoreInfo, StoreSummary } from '@shop/contracts';
import {
  distanceInMeters,
  type LatLon,
  type Locale,
  lineQuantityLimit,
  MAX_APPOINTMENT_ADVANCE_DAYS,
  offeredModes,
  PICKUP_STEP_MINUTES,
  type ReservationRules,
  storeState,
} from '@shop/domain';
import { bannersIn, type StoreRecord, type StoreRow, storeText } from './store-records.ts';

export interface StoreInfoOptions {
  now: Date;
  includeLatLon: boolean;
  includePointRule: boolean;
  /** The caller is a logged-in member whose membership counts (igornVipCheck not set). */
  isCustomer: boolean;
  /** The reader's locale, for the store's name, address and banners (decision 020). */
  locale: Locale;
}

/** The store's reservation rules with the SPEC §9 defaults (365 days ahead, no rest day, a quarter hour's lead). */
export function reservationRulesOf(row: StoreRow): ReservationRules {
  const s = row.settings;
  return {
    timeZone: s.timezone,
    openingHours: row.openingHours,
    advanceDays: s.appointmentAdvanceDays ?? MAX_APPOINTMENT_ADVANCE_DAYS,
    restWeekdays: s.appointmentRestWeeks ?? [],
    leadMinutes: s.appointmentLeadMinutes ?? PICKUP_STEP_MINUTES,
  };
}

/** The state a store is in right now, from its status, opening hours and time zone. */
export function stateOf(row: StoreRow, now: Date) {
  return storeState(row.status, row.openingHours, now, row.settings.timezone);
}

function appointmentFields(row: StoreRow) {
  const rules = reservationRulesOf(row);
  return {
    appointmentAdvanceDays: rules.advanceDays,
    appointmentRestWeeks: [...rules.restWeekdays],
    appointmentLeadMinutes: rules.leadMinutes,
  };
}

/** The fields that name a store, the same in the store info and the nearby list. */
function identityOf(row: StoreRow, locale: Locale) {
  return {
    storeId: row.id,
    storeUserId: row.id,
    storeName: storeText(row, 'name', locale),
    logoUrl: row.logoUrl,
    address: storeText(row, 'address', locale),
    tel: row.tel,
  };
}

/** The store info of SPEC §3 as GetStoreDataFast answers it. */
export function toStoreInfo(record: StoreRecord, opts: StoreInfoOptions): StoreInfo {
  const { row } = record;
  const s = row.settings;
  const info: StoreInfo = {
    ...identityOf(row, opts.locale),
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
    ...appointmentFields(row),
    isBuyLimit: false,
    timezone: s.timezone,
    openingHours: row.openingHours,
    banners: bannersIn(record, opts.locale),
    settings: {
      storeId: row.id,
      themeColor: s.themeColor,
      storeMode: s.storeMode,
      storeModeValue: s.storeModeValue,
      orderModes: offeredModes(s.orderModes, s.storeModeValue),
      isHeadquarters: row.parentId === null,
      isChainStore: row.isChainStore,
      loginOptions: s.loginOptions,
      excludedStoreIds: s.excludedStoreIds,
      minStartPrice: s.minStartPrice,
      maxLineQuantity: lineQuantityLimit(s.maxLineQuantity),
      limitRegistrationByPhone: s.limitRegistrationByPhone,
      customerService: s.customerService,
      ...(s.knowledgeHost ? { knowledgeHost: s.knowledgeHost } : {}),
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
export function toStoreSummary(
  row: StoreRow,
  at: { now: Date; locale: Locale },
  from: LatLon | null,
): StoreSummary {
  const position = positionOf(row);
  return {
    ...identityOf(row, at.locale),
    latitude: row.latitude,
    longitude: row.longitude,
    distanceInMeter: from && position ? distanceInMeters(from, position) : null,
    ...stateOf(row, at.now),
    openingHours: row.openingHours,
  };
}
