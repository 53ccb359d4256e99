import type { Locale } from '@shop/domain';
import { z } from 'zod';
import { type CategoryNode, type OrderModeName, type ProductPage, systemFolderUids } from './catalog.ts';
import { bannerImage, type PageStructure, pageStructure } from './customize/page-structure.ts';
import { type TabBarTab, tabBarTab } from './customize/tab-bar.ts';
import { storeFactPaths, storePaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';

export const storeStatus = z.enum(['open', 'temp_closed', 'closed', 'reservation_only']);

export const openingHours = z.object({
  weekday: z.number().int().min(1).max(7),
  open: z.string(),
  close: z.string(),
});

/**
 * How shoppers reach customer service (SPEC §6): 1 the in-app service page (the store's phone and hours), 2 the
 * enterprise chat at chatUrl where the client supports it. Hours are daily, "HH:MM" in the store's time zone.
 */
export const customerServiceSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  chatUrl: z.string().optional(),
  hours: z.object({ open: z.string(), close: z.string() }).optional(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

/** Who and where a store is: the fields the store info and the nearby list share. */
const storeIdentity = {
  storeId: z.number().int(),
  storeUserId: z.number().int(),
  storeName: z.string(),
  logoUrl: z.string(),
  address: z.string(),
  tel: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};

/** Whether a store takes orders right now (the domain's storeState). */
const storeStateFields = {
  storeStatus,
  isBizClosed: z.boolean(),
  isOutBizTime: z.boolean(),
};

/** The store info of SPEC §3 with the store-side settings holder nested under `settings`. */
export const storeInfo = z.object({
  // latitude and longitude are null unless includeLatLon was asked for (or the store has no position).
  ...storeIdentity,
  currency: z.string(),
  industry: z.string(),
  secondIndustry: z.string(),
  parentStoreUserId: z.number().int().nullable(),
  ...storeStateFields,
  isChainStore: z.boolean(),
  isOpenMulMiniAppStore: z.boolean(),
  PlatformMode: z.number().int(),
  IsHideProductByMode: z.boolean(),
  AllowStockBelowZero: z.boolean(),
  WholeSalePriceMode: z.number().int(),
  shareCustomer: z.number().int(),
  /** The caller is a logged-in member (false when igornVipCheck is set). */
  isCustomer: z.boolean(),
  VipTypes: z.array(z.string()),
  customerCates: z.array(z.string()),
  subscribeTemplats: z.array(z.string()),
  /** Calendar days ahead a reservation may be made for (SPEC §9: 365 by default). */
  appointmentAdvanceDays: z.number().int(),
  /** Weekdays without reservations, 1 = Monday … 7 = Sunday (SPEC §9: labels run Monday to Sunday). */
  appointmentRestWeeks: z.array(z.number().int()),
  /** The store's minimum lead time of a reservation, in minutes: no offered slot starts earlier than now plus it. */
  appointmentLeadMinutes: z.number().int(),
  isBuyLimit: z.boolean(),
  timezone: z.string(),
  openingHours: z.array(openingHours),
  banners: z.array(bannerImage),
  settings: z.object({
    storeId: z.number().int(),
    themeColor: z.string(),
    storeMode: z.string(),
    storeModeValue: z.string(),
    /** The order modes the store offers (SPEC §4), in index order: 'package', 'queue', 'takeout'. */
    orderModes: z.array(z.enum(['package', 'queue', 'takeout'])),
    isHeadquarters: z.boolean(),
    isChainStore: z.boolean(),
    loginOptions: z.array(z.enum(['sms', 'password', 'email', 'autoPhone', 'guest'])),
    excludedStoreIds: z.array(z.number().int()),
    /** Minimum order amount in minor units. */
    minStartPrice: z.number().int(),
    /** The most units of one cart or order line (the store's maxLineQuantity, else the wire's 9999). */
    maxLineQuantity: z.number().int().optional(),
    limitRegistrationByPhone: z.boolean(),
    /** SPEC §6 customer service; absent means type 1 without service hours. */
    customerService: customerServiceSchema.optional(),
    /** The host of the store's knowledge site (pages/college/college, decision 041); absent: none. */
    knowledgeHost: z.string().optional(),
  }),
  /** Present only when includePointRule was asked for; null when the store has none. */
  pointRule: z.object({ pointsPerYuan: z.number(), pointsPerYuanOff: z.number() }).nullable().optional(),
});
export type StoreInfo = z.infer<typeof storeInfo>;

/** A store in the nearby list: where it is, how far, and whether it can take orders now. */
export const storeSummary = z.object({
  ...storeIdentity,
  /** Null when the caller gave no position or the store has none. */
  distanceInMeter: z.number().int().nullable(),
  ...storeStateFields,
  openingHours: z.array(openingHours),
});
export type StoreSummary = z.infer<typeof storeSummary>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const storeEndpoints = {
  getStoreDataFast: endpoint({
    path: storePaths.getStoreDataFast,
    access: 'public',
    request: z.strictObject({
      storeId: field.id,
      includeLatLon: z.boolean().optional(),
      includePointRule: z.boolean().optional(),
      /** Spelling as in SPEC §7: skip the member check (isCustomer false). */
      igornVipCheck: z.boolean().optional(),
    }),
    result: storeInfo,
  }),
  getStoreDataById: endpoint({
    path: storePaths.getStoreDataById,
    access: 'public',
    request: z.strictObject({ userId: field.id }),
    result: storeInfo,
  }),
  pagesStructure: endpoint({
    path: storePaths.pagesStructure,
    access: 'public',
    request: z.strictObject({
      storeId: field.id,
      pages: z
        .array(
          z
            .string()
            .min(1)
            .max(40)
            .regex(/^[A-Za-z0-9_-]+$/),
        )
        .min(1)
        .max(10),
      /** Skip the server's short cache, to see a just-saved layout. */
      isPreview: z.boolean().optional(),
      /** Pick a saved alternative layout; falls back to the live one when it has none. */
      templateId: field.id.optional(),
    }),
    result: z.object({
      pages: z.record(z.string(), pageStructure),
      /** The store's tab bar (decision 041), so a page that asks for its structure also knows the tabs. */
      tabBar: z.array(tabBarTab),
    }),
  }),
  nearestStore: endpoint({
    path: storePaths.nearestStore,
    access: 'public',
    request: z.strictObject({ latitude, longitude }),
    result: storeSummary.extend({ distanceInMeter: z.number().int() }),
  }),
  nearbyStoreList: endpoint({
    path: storePaths.nearbyStoreList,
    access: 'public',
    request: z
      .strictObject({
        latitude: latitude.optional(),
        longitude: longitude.optional(),
        /** Accepted for SPEC §7; every store of the chain here is reachable from the app. */
        forMiniAppOnly: z.boolean().optional(),
        pageIndex: field.page,
        pageSize: z.number().int().min(1).max(20),
        /** Case-insensitive search in the name and address. */
        filter: z.string().max(200).trim().max(50).optional(),
        ignoreStoreIds: z.array(field.id).max(100).optional(),
      })
      .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
        path: ['longitude'],
        message: 'latitude and longitude go together',
      }),
    result: z.object({
      items: z.array(storeSummary),
      total: z.number().int(),
      pageIndex: z.number().int(),
      hasMore: z.boolean(),
    }),
  }),
};

/** A phone country code (SPEC §7 GetCountryCodeList): the region, its calling code and its name in the reader's language. */
export const countryCodeOut = z.object({ region: z.string(), code: z.string(), name: z.string() });
export type CountryCodeOut = z.infer<typeof countryCodeOut>;

/** A store's business licence or food permit (SPEC §7 GetEshopCertificate; decision 044). */
export const certificateOut = z.object({
  kind: z.enum(['business-licence', 'food-permit']),
  number: z.string(),
  holder: z.string(),
  imageUrl: z.string(),
  validUntil: z.string().nullable(),
});
export type CertificateOut = z.infer<typeof certificateOut>;

/** The small store calls of issue 17 (SPEC §7 Store): phone country codes and the store's certificates. */
export const storeFactEndpoints = {
  /** Every phone country code, the store's own region first, then by name in the reader's language. */
  getCountryCodeList: endpoint({
    path: storeFactPaths.getCountryCodeList,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ countries: z.array(countryCodeOut) }),
  }),
  /** The store's business licence and food permit (none set: an empty list); STORE_NOT_FOUND. */
  getEshopCertificate: endpoint({
    path: storeFactPaths.getEshopCertificate,
    access: 'public',
    request: z.strictObject({ storeId: field.id }),
    result: z.object({ certificates: z.array(certificateOut) }),
  }),
};

/** The sensitive-words file (SPEC §7: a GET of a JSON file, Chinese or English by locale); its path by language. */
export function sensitiveWordsPath(language: 'zh' | 'en'): string {
  return `/sensitive-words/${language}.json`;
}

/** The body of the sensitive-words file. */
export interface SensitiveWordsFile {
  language: 'zh' | 'en';
  words: string[];
}

/** The data inlined into index.html so the home page paints with no API call (DESIGN §6). */
export interface BootData {
  storeId: number;
  store: StoreInfo;
  pages: { home: PageStructure };
  /** The store's tab bar (decision 041), painted with the first screen. */
  tabBar: TabBarTab[];
  /**
   * The store's category tree as product/categories answers it: the category page, when a visit opens on it,
   * asks for its first category's products at once instead of after a call for the tree (decision 045).
   */
  categories: CategoryNode[];
  /**
   * The first page of products of the tree's first category, the one the category page opens on, as
   * product/listmulti answers it (in `mode`, the one a new visit is in, when the store lists products by mode): its
   * first pictures, the page's largest paint, are then asked for as soon as its code has run (decision 062).
   */
  firstProducts?: { categoryUid: number; mode?: OrderModeName; pageSize: number; page: ProductPage };
  currency: string;
  /**
   * The locale the store text is in (decision 020): the reader's `locale` cookie, else Accept-Language. The
   * client paints with it only when it is the app's active locale, and asks the server otherwise.
   */
  locale: Locale;
}

/** Whether a category uid is one of the system folders rather than a category row. */
export function isSystemFolder(uid: number): boolean {
  return systemFolderUids.includes(uid);
}
