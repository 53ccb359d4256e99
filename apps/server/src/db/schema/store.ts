import type {
  BuiltinProfileField,
  InviteRules,
  OpeningHours,
  OrderMode,
  PartnerProgrammeSettings,
  SavedTab,
  StoreStatus,
  Translations,
} from '@shop/domain';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { translationsColumn } from '../translations.ts';

export type { OpeningHours, StoreStatus };

/** The store-side settings holder of SPEC §3 and the store flags the client reads. */
export interface StoreSettings {
  themeColor: string;
  storeMode: string;
  storeModeValue: string;
  loginOptions: Array<'sms' | 'password' | 'email' | 'autoPhone' | 'guest'>;
  allowStockBelowZero: boolean;
  isHideProductByMode: boolean;
  wholeSalePriceMode: number;
  platformMode: number;
  shareCustomer: number;
  isOpenMulMiniAppStore: boolean;
  excludedStoreIds: number[];
  /** Minimum order amount in minor units. */
  minStartPrice: number;
  /** The most units of one product (with its options) per cart line and order line; 9999 when unset. */
  maxLineQuantity?: number;
  limitRegistrationByPhone: boolean;
  timezone: string;
  /** A one-line notice shown on the default home page, when set. */
  notice?: string;
  /** How points are earned and spent, returned by GetStoreDataFast when includePointRule is set. */
  pointRule?: { pointsPerYuan: number; pointsPerYuanOff: number };
  /** The payment configuration flags of SPEC §3; a store without them takes balance and cash only. */
  payment?: PaymentSettings;
  /** SPEC §3 appointmentAdvanceDays: calendar days ahead a reservation may be made for (SPEC §9: 365 when unset). */
  appointmentAdvanceDays?: number;
  /** SPEC §3 appointmentRestWeeks: weekdays without reservations, 1 = Monday … 7 = Sunday (none when unset). */
  appointmentRestWeeks?: number[];
  /** The store's minimum lead time of a reservation in minutes (15 when unset: the pickup slots' first quarter). */
  appointmentLeadMinutes?: number;
  /** Minutes an unpaid order waits before it is cancelled (SPEC §9: 15 when unset). */
  unpaidCancelMinutes?: number;
  /** Hours after delivery when receipt is confirmed for the shopper (SPEC §4 auto-confirm; 24 when unset). */
  autoConfirmReceiptHours?: number;
  /** Growth value a member earns per whole yuan paid on a completed order (1 when unset). */
  growthPerYuan?: number;
  /** The inviter's reward for a paid level upgrade made through their link (SPEC §7); none when unset. */
  payUpgradeInviteReward?: { points: number };
  /**
   * Invite-for-reward (issue 31, decision 076): binding mode and life, the rewards of a friend registering through a
   * member's link and of their first completed order. Read from the headquarters (members belong to the chain);
   * no invitations when unset.
   */
  invite?: InviteRules;
  /** How the shopper reaches customer service (SPEC §6); type 1 with no hours when unset. */
  customerService?: CustomerServiceSettings;
  /**
   * Rules of the members' built-in profile fields (infoEdit), by field; a field not listed is optional and free to
   * edit. Read from the headquarters, since members belong to the whole chain.
   */
  profileFields?: Partial<Record<BuiltinProfileField, ProfileFieldRule>>;
  /** The order modes the store offers (SPEC §4), in any order; only storeModeValue when unset. */
  orderModes?: OrderMode[];
  /** Self-pickup points besides the counter (checkout/GetSelfTakelocations), in the store's words. */
  selfTakeLocations?: SelfTakeLocation[];
  /** The member payment code (decision 034); the defaults of @shop/domain's pay-code rules when unset. */
  payCode?: PayCodeSettings;
  /** Average minutes the kitchen takes per dine-in ticket, for the queue's estimated wait (5 when unset). */
  averageMakingMinutes?: number;
  /**
   * The lowest x-app-version the chain still serves (headquarters only, decision 042); older clients get LOW_VERSION
   * on every call. None when unset.
   */
  minClientVersion?: string;
  /** The host of the store's knowledge site, which pages/college/college shows (decision 041); none when unset. */
  knowledgeHost?: string;
  /** The store's tab bar (decision 041); Home, Cart, Order, Me when unset. */
  tabBar?: { tabs: Array<SavedTab & { translations?: Translations<{ label: string }> }> };
  /**
   * The partner programme (issue 31, decision 078): sign-up, hold days, cash-out minimum and fee, second level, own
   * purchases, moving profit to the balance, the agreements' versions; @shop/domain's defaultPartnerSettings when unset.
   */
  partner?: Partial<PartnerProgrammeSettings>;
}

/** How a store runs the member payment code (balancePay). */
export interface PayCodeSettings {
  /** Seconds between automatic refreshes of the code on the phone (10 … 300; 60 when unset). */
  refreshSeconds?: number;
  /** Charges above this many minor units wait for the member's confirmation on the phone (¥200 when unset). */
  confirmAbove?: number;
}

/** A place in or by the store where self-pickup orders wait, its text translated like the store's (decision 020). */
export interface SelfTakeLocation {
  name: string;
  address: string;
  translations?: Translations<{ name: string; address: string }>;
}

/** How the store treats one built-in profile field (SPEC §5). */
export interface ProfileFieldRule {
  required?: boolean;
  /** Only the store sets it; the member sees it read-only. */
  locked?: boolean;
  /** The member may set it once; after that it is read-only. */
  onceOnly?: boolean;
}

/**
 * SPEC §6 customer service types. 1: the in-app service page with the store's phone and hours. 2: the enterprise
 * chat at chatUrl, opened by clients new enough to support it (the others are asked to upgrade).
 */
export interface CustomerServiceSettings {
  type: 1 | 2;
  chatUrl?: string;
  /** Daily service hours in the store's time zone, "HH:MM". */
  hours?: { open: string; close: string };
}

/** SPEC §3 payment configuration flags, as the store keeps them. */
export interface PaymentSettings {
  balance: boolean;
  cash: boolean;
  payAfter: boolean;
  wechat: boolean;
  alipay: boolean;
  /** Other gateways offered (SPEC §9 code 900, the later ones offset by their index). */
  thirdParty: Array<{ name: string }>;
}

/** A store of the chain; the headquarters is the row without a parent. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    address: text('address').notNull().default(''),
    tel: text('tel').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    currency: text('currency').notNull().default('¥'),
    industry: text('industry').notNull().default('food'),
    secondIndustry: text('second_industry').notNull().default(''),
    status: text('status').$type<StoreStatus>().notNull().default('open'),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    isChainStore: boolean('is_chain_store').notNull().default(false),
    settings: jsonb('settings').$type<StoreSettings>().notNull(),
    /** The store's name, address and home notice (settings.notice) per locale. */
    translations: translationsColumn<{ name: string; address: string; notice: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_parent_idx').on(t.parentId)],
);

/** A home-page banner of a store; `link` is a contracts PageLink (product, category, named page or url). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    imageUrl: text('image_url').notNull(),
    title: text('title').notNull().default(''),
    translations: translationsColumn<{ title: string }>(),
    link: jsonb('link').$type<unknown>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_store_idx').on(t.storeId, t.sort)],
);

/** The kinds of certificate a store shows on its information page (SPEC §7 GetEshopCertificate). */
export type CertificateKind = 'business-licence' | 'food-permit';

/**
 * A store's business licence or food permit (decision 044): its number, the holder's name, the image of the
 * document and its validity, one row per store and kind, set by staff (`npm run staff -- certificate`).
 */
export const storeCertificates = pgTable(
  'store_certificates',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').$type<CertificateKind>().notNull(),
    number: text('number').notNull(),
    holder: text('holder').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    validUntil: text('valid_until'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind] })],
);

/** The languages of the sensitive-words file (SPEC §7: Chinese or English by locale). */
export type WordsLanguage = 'zh' | 'en';

/**
 * A word the shopper's free text may not contain (SPEC §5 text checks, §7 the sensitive-words file), chain-wide,
 * per language; stored lower-case. Staff edit the list (`npm run staff -- words`); decision 044.
 */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    language: text('language').$type<WordsLanguage>().notNull(),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.word] })],
);
