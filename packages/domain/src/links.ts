import { missingFeatureTarget } from './missing-features.ts';
import { encodeQuery, parseQuery, type Query } from './query.ts';
import { homePath, isTabPath, linkedPagePaths, unlistedPaths } from './routes.ts';

/**
 * The link rules of SPEC §2: named links and detail links (from page structures, banners, notifications)
 * resolve to a page path and query. Pages that are not built yet still get their path; the web app's
 * not-found rule decides what happens there.
 */

/** Where a link leads. `tab` pages are opened by redirect, the others by navigation with hideTab. */
export interface LinkTarget {
  path: string;
  query: Query;
  tab: boolean;
}

function target(path: string, query: Query = {}): LinkTarget {
  return { path, query, tab: isTabPath(path) };
}

const search = '/subpackages/category/pages/home/search';
const college = '/pages/college/college';

const named = {
  allCategories: ['/subpackages/category/pages/home/index'],
  home: [homePath],
  cart: ['/subpackages/shopping/shoppingCart'],
  contactUs: ['/subpackages/account/customerService'],
  search: [search],
  groupBuy: [linkedPagePaths.groupBuy, { mode: '0' }],
  joinGroup: [linkedPagePaths.groupBuy, { mode: '1' }],
  seckill: [linkedPagePaths.seckill],
  bargain: [linkedPagePaths.bargain],
  productDetail: ['/subpackages/shopping/details'],
  live: [unlistedPaths.live],
  merchants: ['/subpackages/chainStores/nearstore'],
  parkingPayment: [unlistedPaths.parkingPayment],
  memberCenter: ['/subpackages/account/account'],
  recharge: ['/subpackages/balance/recharge'],
  storeMap: ['/subpackages/account/map'],
  couponCenter: ['/subpackages/coupons/coupon'],
  checkIn: ['/subpackages/actions/checkin'],
  myOrders: ['/subpackages/orderhistory/orderhistory'],
  orderProgress: ['/subpackages/orderhistory/queueOrder/order'],
  orderHistory: ['/subpackages/orderhistory/orderByDate'],
  balancePay: ['/subpackages/balance/balancePay'],
  pointsMall: ['/subpackages/pointsMall/pointsMall'],
  pointsMallJustPoints: ['/subpackages/pointsMall/pointsMall', { type: 'justpoint' }],
  pointsMallPrice: ['/subpackages/pointsMall/pointsMall', { type: 'price' }],
  pointsMallCoupons: ['/subpackages/pointsMall/pointsMall', { type: 'coupons' }],
  pointsMallCouponsPrice: ['/subpackages/pointsMall/pointsMall', { type: 'coupons', price: '1' }],
  lottery: [unlistedPaths.lottery],
  faceRecognition: [unlistedPaths.faceRecognition],
  promoter: ['/subpackages/partner/index'],
  feedback: ['/subpackages/commentCenter/index'],
  myBalance: ['/subpackages/balance/balance'],
  invoice: ['/subpackages/invoice/index'],
  myCoupons: ['/subpackages/coupons/myCoupon', { singletype: '0' }],
  bindPrepaidCard: ['/subpackages/coupons/bindPrepaidCard'],
  myPoints: ['/subpackages/integral/integral'],
  myGroups: [linkedPagePaths.myActivities, { type: 'group' }],
  myBargains: [linkedPagePaths.myActivities, { type: 'bargain' }],
  mySeckills: [linkedPagePaths.myActivities, { type: 'seckill' }],
  inviteRewards: ['/subpackages/actions/invitation/inviteReward'],
  promotions: [linkedPagePaths.promotions],
  memberLevel: ['/subpackages/account/customerLevel'],
  memberUpgrade: ['/subpackages/account/customerLevel', { type: 'update' }],
  appointments: [unlistedPaths.appointments],
  settings: ['/subpackages/account/setting'],
  infoEdit: ['/subpackages/account/infoEdit'],
  storeInfo: ['/subpackages/account/information'],
  communityGroup: [linkedPagePaths.communityGroup],
  deposit: [unlistedPaths.deposit],
  babyPetInfo: [unlistedPaths.babyPetInfo],
  nutritionReport: [unlistedPaths.nutritionReport],
  knowledgeStore: [college],
  addOnOrder: [unlistedPaths.addOnOrder],
  training: [college, { displayType: '0' }],
  questionnaire: [unlistedPaths.questionnaire],
  groupMealBooking: ['/subpackages/groupMeal/index'],
  groupMealReport: [unlistedPaths.groupMealReport],
  blindBox: [linkedPagePaths.blindBox],
  login: ['/subpackages/account/login'],
  addressManagement: ['/subpackages/address/selectAddress', { manage: '1' }],
} as const satisfies Record<string, readonly [string, Query?]>;

export type NamedLink = keyof typeof named;

export const namedLinkNames = Object.keys(named) as NamedLink[];

/** The promotion kinds the promotions page takes as `t`. */
export const promotionKinds = [
  'PromotionProductDiscount',
  'PromotionCashBack',
  'PromotionSecondProductHalfPrice',
  'PromotionGradientDiscount',
  'PromotionProductRedemption',
  'PromotionCombo',
  'PromotionGift',
] as const;

/** Resolves a named link; `params` add to (and may override) the link's own query, e.g. `{ t }` or `{ displayType }`. */
export function namedLink(name: NamedLink, params: Query = {}): LinkTarget {
  const [path, query] = named[name] as readonly [string, Query?];
  return target(path, { ...query, ...params });
}

const knownNames: ReadonlySet<string> = new Set(namedLinkNames);

/**
 * Resolves a named link given as text (a page structure, a notification): an unknown name leads to the
 * missing-feature page under its own name (decision 041), so a store's newer link never opens a blank page.
 */
export function namedLinkOf(name: string, params: Query = {}): LinkTarget {
  if (knownNames.has(name)) return namedLink(name as NamedLink, params);
  const missing = missingFeatureTarget(name);
  return target(missing.path, missing.query);
}

/** Category uids of the system folders and the search each one opens. */
export const systemFolders: Record<number, 'combo' | 'hotsale' | 'onsale'> = {
  10: 'combo',
  11: 'hotsale',
  12: 'onsale',
};

export type EventKind =
  | 'bargain'
  | 'seckill'
  | 'group'
  | 'discount'
  | 'purchaseReward'
  | 'splitCoupon'
  | 'blindBox'
  | 'presale';

type Id = string | number;

/** A detail link of a page structure or notification, by type (SPEC §2 "detail link rules"). */
export type DetailLink =
  | { type: 'goods'; id: Id; goodsType?: number }
  | { type: 'category'; uid: Id; name?: string }
  | { type: 'tag'; uid: Id; name?: string }
  | { type: 'ticket'; id: Id }
  | { type: 'package'; id: Id }
  | { type: 'card'; id: Id; card: 'prepaid' | 'pass' }
  | { type: 'event'; event: EventKind; id: Id; productId?: Id }
  | { type: 'page'; id: Id; name?: string }
  | { type: 'guider'; id: Id }
  | { type: 'teacher'; id: Id }
  | { type: 'courseCategory'; id: Id }
  | { type: 'url'; url: string; title?: string }
  | { type: 'urlpay'; url: string; title?: string };

export interface LinkContext {
  storeId?: number;
  /** Hosts of the knowledge site (store setting); links to them open the college page. */
  knowledgeHosts?: readonly string[];
}

/** Resolves a goods link: c-prefixed ids are combos, some goods types have their own detail page. */
export function goodsLink(id: Id, goodsType?: number): LinkTarget {
  const text = String(id);
  if (/^c/i.test(text)) return target('/subpackages/shopping/combo', { comboid: text.slice(1) });
  switch (goodsType) {
    case 1:
      return target('/pages/detail/index', { productid: text, goodsType: '1' });
    case 3:
      return target('/subpackages/coupons/buyPassDetails', { id: text });
    case 4:
      return target('/pages/detail/index', { productid: text, goodsType: '4' });
    case 10:
      // A dish of the scan-code menu. scanCodeOrder/details is the table's own order (its session's rounds),
      // which no goods link can name: the dish opens on the detail page, as any product does.
      return target('/pages/detail/index', { productid: text, goodsType: '10' });
    default:
      return target('/subpackages/shopping/details', { productid: text });
  }
}

/** Resolves a category link: system folders open their own search, others search by name and uid. */
export function categoryLink(uid: Id, name = ''): LinkTarget {
  const folder = systemFolders[Number(uid)];
  if (folder) return target(search, { type: folder, categoryUids: String(uid) });
  return target(search, { name, categoryUids: String(uid) });
}

const eventPages: Record<EventKind, (id: string) => LinkTarget> = {
  bargain: (id) => target(linkedPagePaths.bargain, { id }),
  seckill: (id) => target(linkedPagePaths.seckill, { id }),
  group: (id) => target(linkedPagePaths.groupBuy, { id }),
  discount: (id) => target(linkedPagePaths.promotions, { t: 'PromotionProductDiscount', id }),
  purchaseReward: (id) => target(unlistedPaths.purchaseReward, { id }),
  splitCoupon: (ruleid) => target('/subpackages/coupons/shareCouponGift', { ruleid }),
  blindBox: (id) => target(linkedPagePaths.blindBox, { id }),
  presale: (id) => target(linkedPagePaths.presale, { id }),
};

function eventLink(event: EventKind, id: Id, productId?: Id): LinkTarget {
  const link = eventPages[event](String(id));
  if (productId !== undefined) link.query.productid = String(productId);
  return link;
}

/** Adds query parameters to an absolute or relative url, keeping its fragment. */
export function appendQuery(url: string, params: Query): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const extra = encodeQuery(params);
  if (!extra) return url;
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${extra}${hash}`;
}

function hostOf(url: string): string | null {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

function splitInternal(url: string): LinkTarget {
  const at = url.indexOf('?');
  return at < 0 ? target(url) : target(url.slice(0, at), parseQuery(url.slice(at + 1)));
}

/** Resolves a url link: custom pages, internal paths, the knowledge site and other web pages. */
export function urlLink(url: string, title = '', ctx: LinkContext = {}): LinkTarget {
  const custom = /\/PageDefine\/(\d+)/i.exec(url);
  if (custom) return target('/subpackages/customize/definePage/definePage', { pageid: custom[1]! });
  if (/^\/(pages|subpackages)\//.test(url)) return splitInternal(url);
  const host = hostOf(url);
  const knowledge = (ctx.knowledgeHosts ?? []).map((h) => h.toLowerCase());
  if (host && knowledge.some((h) => host === h || host.endsWith(`.${h}`))) {
    const withStore = ctx.storeId ? appendQuery(url, { storeid: String(ctx.storeId) }) : url;
    return target(college, { url: withStore });
  }
  return target('/pages/web/web', { url, title });
}

/** Resolves any detail link of SPEC §2 to its page. */
export function detailLink(link: DetailLink, ctx: LinkContext = {}): LinkTarget {
  switch (link.type) {
    case 'goods':
      return goodsLink(link.id, link.goodsType);
    case 'category':
      return categoryLink(link.uid, link.name);
    case 'tag':
      return target(unlistedPaths.tag, { tagUid: String(link.uid), name: link.name ?? '' });
    case 'ticket':
      return target('/subpackages/coupons/buyCouponDetails', { id: String(link.id) });
    case 'package':
      return target('/subpackages/coupons/buyGiftDetails', { id: String(link.id) });
    case 'card':
      return link.card === 'prepaid'
        ? target('/subpackages/coupons/buyPrepaidCardDetails', { id: String(link.id) })
        : target('/subpackages/coupons/buyPassDetails', { id: String(link.id) });
    case 'event':
      return eventLink(link.event, link.id, link.productId);
    case 'page':
      return target('/subpackages/customize/definePage/definePage', {
        pageid: String(link.id),
        pagename: link.name ?? '',
      });
    case 'guider':
      return target(homePath, { guiderid: String(link.id) });
    case 'teacher':
      return target(college, { teacherid: String(link.id) });
    case 'courseCategory':
      return target(college, { coursecategoryid: String(link.id) });
    case 'url':
      return urlLink(link.url, link.title, ctx);
    case 'urlpay':
      return target('/pages/web/webpay', { url: link.url, title: link.title ?? '' });
  }
}

/** The deep links a push notification may carry (SPEC §2). */
export type NotificationLink =
  | { kind: 'orderDetail'; orderno: string }
  | { kind: 'myCoupon'; singletype: 0 | 1 | 2 }
  | { kind: 'promotionCard'; code: string }
  | { kind: 'wkbin'; sceneid: string }
  | { kind: 'categoryHome' }
  | { kind: 'account' };

/** Resolves a notification's deep link to its page. */
export function notificationLink(link: NotificationLink): LinkTarget {
  switch (link.kind) {
    case 'orderDetail':
      return target('/subpackages/orderhistory/orderDetail', { orderno: link.orderno });
    case 'myCoupon':
      return target('/subpackages/coupons/myCoupon', { singletype: String(link.singletype) });
    case 'promotionCard':
      return target('/subpackages/coupons/couponPromotionCardDetails', { code: link.code });
    case 'wkbin':
      return target('/pages/wkbin/wkbin', { sceneid: link.sceneid });
    case 'categoryHome':
      return target('/subpackages/category/pages/home/index');
    case 'account':
      return target('/subpackages/account/account');
  }
}
