/**
 * The page paths of SPEC §2, written out verbatim so they can be searched for. Sub-pages that the spec lists
 * "with" a page (card records, transfer) live in that page's folder: `couponPassCardDetails/cardRecords`.
 * Single-page subpackages follow the folder/page convention of the others (`integral/integral`).
 */

export const homePath = '/pages/index/index';
export const errorPagePath = '/pages/error/index';

/** The tab bar's pages: reached by redirect, shown without hideTab. */
export const tabPaths = [
  homePath,
  '/subpackages/shopping/shoppingCart',
  '/subpackages/orderhistory/orderhistory',
  '/subpackages/account/account',
] as const;

export const mainPagePaths = [
  homePath,
  '/pages/detail/index',
  '/pages/web/web',
  '/pages/web/webpay',
  '/pages/college/college',
  '/pages/wkbin/wkbin',
  errorPagePath,
] as const;

export const subpackagePaths = [
  '/subpackages/customize/index',
  '/subpackages/customize/definePage/definePage',
  '/subpackages/invoice/index',
  '/subpackages/invoice/select',
  '/subpackages/invoice/add',
  '/subpackages/invoice/history',
  '/subpackages/invoice/detail/index',
  '/subpackages/invoice/detail/order',
  '/subpackages/account/account',
  '/subpackages/account/login',
  '/subpackages/account/setting',
  '/subpackages/account/password',
  '/subpackages/account/infoEdit',
  '/subpackages/account/headSetting',
  '/subpackages/account/deregister',
  '/subpackages/account/termsList',
  '/subpackages/account/terms',
  '/subpackages/account/information',
  '/subpackages/account/map',
  '/subpackages/account/customerService',
  '/subpackages/account/customerLevel',
  '/subpackages/account/invitePayUpgrade',
  '/subpackages/category/pages/home/index',
  '/subpackages/category/pages/home/search',
  '/subpackages/shopping/shoppingCart',
  '/subpackages/shopping/combo',
  '/subpackages/shopping/details',
  '/subpackages/shopping/placeorder/payment',
  '/subpackages/shopping/receipt',
  '/subpackages/orderhistory/orderhistory',
  '/subpackages/orderhistory/orderByDate',
  '/subpackages/orderhistory/orderDetail',
  '/subpackages/orderhistory/queueOrder/order',
  '/subpackages/orderhistory/couponOrderDetail',
  '/subpackages/commentCenter/index',
  '/subpackages/commentCenter/details',
  '/subpackages/commentCenter/editSingle',
  '/subpackages/coupons/coupon',
  '/subpackages/coupons/myCoupon',
  '/subpackages/coupons/payment',
  '/subpackages/coupons/paySuccess',
  '/subpackages/coupons/buyCouponDetails',
  '/subpackages/coupons/exchangeCoupon',
  '/subpackages/coupons/buyGiftDetails',
  '/subpackages/coupons/buyPassDetails',
  '/subpackages/coupons/buyPrepaidCardDetails',
  '/subpackages/coupons/bindPrepaidCard',
  '/subpackages/coupons/couponPrepaidCardDetails',
  '/subpackages/coupons/couponPrepaidCardDetails/cardRecords',
  '/subpackages/coupons/couponPrepaidCardDetails/transferPrepaidCard',
  '/subpackages/coupons/buyPrivilegeCard',
  '/subpackages/coupons/couponPrivilegeCardDetails',
  '/subpackages/coupons/couponPromotionCardDetails',
  '/subpackages/coupons/couponPassCardDetails',
  '/subpackages/coupons/couponPassCardDetails/cardRecords',
  '/subpackages/coupons/couponShoppingCardDetails',
  '/subpackages/coupons/couponShoppingCardDetails/cardRecords',
  '/subpackages/coupons/shareCouponGift',
  '/subpackages/coupons/transferCouponRecords',
  '/subpackages/coupons/receiveTransferCoupon',
  '/subpackages/balance/balance',
  '/subpackages/balance/payDetail',
  '/subpackages/balance/balancePay',
  '/subpackages/balance/recharge',
  '/subpackages/balance/actionRecharge',
  '/subpackages/balance/prepaidCardRecharge',
  '/subpackages/actions/giftPackage',
  '/subpackages/actions/invitation/invite',
  '/subpackages/actions/invitation/enterShare',
  '/subpackages/actions/invitation/inviteReward',
  '/subpackages/actions/invitation/inviteRule',
  '/subpackages/actions/checkin',
  '/subpackages/actions/accumulationPoints',
  '/subpackages/address/addAddress',
  '/subpackages/address/selectAddress',
  '/subpackages/chainStores/nearstore',
  '/subpackages/chainStores/nearstoreapp',
  '/subpackages/integral/integral',
  '/subpackages/pointsMall/pointsMall',
  '/subpackages/pointsMall/details',
  '/subpackages/pointsMall/couponDetail',
  '/subpackages/pointsMall/giftPackageDetails',
  '/subpackages/pointsMall/checkout',
  '/subpackages/pointsMall/history/orders',
  '/subpackages/pointsMall/history/orderDetails',
  '/subpackages/pointsMall/receipt',
  '/subpackages/partner/index',
  '/subpackages/partner/recharge',
  '/subpackages/partner/rules',
  '/subpackages/partner/myFriends',
  '/subpackages/partner/myProfit',
  '/subpackages/partner/profitDetails',
  '/subpackages/partner/profitCashOut',
  '/subpackages/partner/categories',
  '/subpackages/partner/actions',
  '/subpackages/partner/coupons',
  '/subpackages/partner/upgrade',
  '/subpackages/scanCodeOrder/index',
  '/subpackages/scanCodeOrder/placeorder/tablePlace',
  '/subpackages/scanCodeOrder/receipt',
  '/subpackages/scanCodeOrder/details',
  '/subpackages/scanCodeOrder/shoppingCart',
  '/subpackages/scanCodeOrder/shopping/fast',
  '/subpackages/scanCodeOrder/table',
  '/subpackages/groupMeal/index',
] as const;

export const systemPagePaths = ['/preview-image', '/choose-location', '/open-location'] as const;

/**
 * Pages the spec reaches only through named or detail links (SPEC §2 named-link map), not in its page list, that
 * are built: they join the route table under the path every link to them already used.
 */
export const linkedPagePaths = {
  promotions: '/subpackages/marketing/promotions',
  blindBox: '/subpackages/marketing/blindBox',
  bargain: '/subpackages/marketing/bargain',
  groupBuy: '/subpackages/marketing/groupBuy',
  seckill: '/subpackages/marketing/seckill',
  myActivities: '/subpackages/marketing/myActivities',
  presale: '/subpackages/marketing/presale',
  communityGroup: '/subpackages/marketing/communityGroup',
} as const;

/** Every page path the spec lists, and the built pages its links reach, in one list. */
export const routePaths: readonly string[] = [
  ...new Set<string>([
    ...mainPagePaths,
    ...subpackagePaths,
    ...systemPagePaths,
    ...Object.values(linkedPagePaths),
  ]),
];

/**
 * Pages the spec reaches through named or detail links but does not list in §2 (marketing, appointments, …).
 * They are not in the route table, so links to them follow the not-found rule until someone lists and builds
 * them; keeping them here means every such link points at one agreed path.
 */
export const unlistedPaths = {
  purchaseReward: '/subpackages/marketing/purchaseReward',
  addOnOrder: '/subpackages/marketing/addOnOrder',
  lottery: '/subpackages/marketing/lottery',
  live: '/subpackages/marketing/live',
  tag: '/subpackages/catalog/tag',
  parkingPayment: '/subpackages/service/parkingPayment',
  appointments: '/subpackages/service/appointments',
  faceRecognition: '/subpackages/service/faceRecognition',
  questionnaire: '/subpackages/service/questionnaire',
  deposit: '/subpackages/service/deposit',
  babyPetInfo: '/subpackages/service/babyPetInfo',
  nutritionReport: '/subpackages/service/nutritionReport',
  groupMealReport: '/subpackages/groupMeal/report',
} as const;

const tabSet = new Set<string>(tabPaths);

/**
 * Whether a path is one of the tab bar's pages (reached by redirect, no hideTab): of the default four, or of the
 * paths given (a store's own tab bar, decision 041; tab-bar.ts `isTabStop` also tells custom pages apart).
 */
export function isTabPath(path: string, tabs?: readonly string[]): boolean {
  const page = path === '/' ? homePath : path;
  return tabs ? tabs.includes(page) : tabSet.has(page);
}
