import { errorPagePath, isTabPath, routePaths } from '@shop/domain';
import type { ComponentType } from 'react';
import type { PageDirectory } from '../lib/router/page-directory.ts';
import type { PageComponent, PageLoader } from './page-loader.ts';
import { ErrorPage } from './pages/error-page.tsx';

/**
 * THE ROUTE TABLE. Every path of SPEC §2 is listed in packages/domain/src/routes.ts; a path has a page here only
 * once that page is built. A path without one follows the not-found rule (app/route-resolve.ts): a legacy
 * path goes to its replacement after 300 ms, anything else to /pages/error/index?type=develop.
 *
 * To add a page, write `features/<area>/pages/<name>-page.tsx` (kebab-case file, named PascalCase export,
 * no props: read the query with `useRoute().query`) and add ONE line to `builtPages` below:
 *
 *     '/subpackages/shopping/shoppingCart': lazyPage(() => import('../features/cart/pages/cart-page.tsx'), 'CartPage'),
 *
 * `lazyPage` keeps the import dynamic, so the page becomes its own chunk, loaded when first opened (with the
 * 200 ms placeholder, the 60 s page time-out, the error view with retry and the error boundary of
 * app/page-host.tsx). TypeScript checks that the module exports a component by that name. The path must be
 * one of routePaths; a page the spec does not list goes into routes.ts of the domain first.
 */

/** Wraps a dynamic import of a page module and the name of its exported component. */
export function lazyPage<M, K extends keyof M>(
  importer: () => Promise<M>,
  exportName: K & (M[K] extends ComponentType<never> ? K : never),
): PageLoader {
  return async () => (await importer())[exportName] as PageComponent;
}

/**
 * A page with the parts other areas add to it (decision 058): each loads an area's module and calls its register
 * function into the page's registries (My coupons' tabs), with the page, so it renders once they are in, and
 * never before it is opened.
 */
function withParts(page: PageLoader, ...parts: Array<() => Promise<void>>): PageLoader {
  return async () => (await Promise.all([page(), ...parts.map((part) => part())]))[0];
}

const builtPages: Record<string, PageLoader> = {
  [errorPagePath]: async () => ErrorPage,
  '/subpackages/scanCodeOrder/index': lazyPage(
    () => import('../features/table/pages/table-index-page.tsx'),
    'TableIndexPage',
  ),
  '/subpackages/scanCodeOrder/table': lazyPage(
    () => import('../features/table/pages/table-menu-page.tsx'),
    'TableMenuPage',
  ),
  '/subpackages/scanCodeOrder/shopping/fast': lazyPage(
    () => import('../features/table/pages/table-menu-page.tsx'),
    'TableMenuPage',
  ),
  '/subpackages/scanCodeOrder/shoppingCart': lazyPage(
    () => import('../features/table/pages/table-cart-page.tsx'),
    'TableCartPage',
  ),
  '/subpackages/scanCodeOrder/placeorder/tablePlace': lazyPage(
    () => import('../features/table/pages/table-place-page.tsx'),
    'TablePlacePage',
  ),
  '/subpackages/scanCodeOrder/receipt': lazyPage(
    () => import('../features/table/pages/table-receipt-page.tsx'),
    'TableReceiptPage',
  ),
  '/subpackages/scanCodeOrder/details': lazyPage(
    () => import('../features/table/pages/table-details-page.tsx'),
    'TableDetailsPage',
  ),
  '/subpackages/shopping/shoppingCart': lazyPage(
    () => import('../features/cart/pages/cart-page.tsx'),
    'CartPage',
  ),
  '/subpackages/account/login': lazyPage(
    () => import('../features/account/pages/login-page.tsx'),
    'LoginPage',
  ),
  '/subpackages/address/selectAddress': lazyPage(
    () => import('../features/address/pages/select-address-page.tsx'),
    'SelectAddressPage',
  ),
  '/subpackages/address/addAddress': lazyPage(
    () => import('../features/address/pages/add-address-page.tsx'),
    'AddAddressPage',
  ),
  '/subpackages/account/account': lazyPage(
    () => import('../features/account/pages/member-centre-page.tsx'),
    'MemberCentrePage',
  ),
  '/subpackages/account/infoEdit': lazyPage(
    () => import('../features/account/pages/profile-page.tsx'),
    'ProfilePage',
  ),
  '/subpackages/account/headSetting': lazyPage(
    () => import('../features/account/pages/avatar-page.tsx'),
    'AvatarPage',
  ),
  '/subpackages/account/password': lazyPage(
    () => import('../features/account/pages/password-page.tsx'),
    'PasswordPage',
  ),
  '/subpackages/account/setting': lazyPage(
    () => import('../features/account/pages/settings-page.tsx'),
    'SettingsPage',
  ),
  '/subpackages/account/termsList': lazyPage(
    () => import('../features/service/pages/terms-list-page.tsx'),
    'TermsListPage',
  ),
  '/subpackages/account/terms': lazyPage(
    () => import('../features/service/pages/terms-page.tsx'),
    'TermsPage',
  ),
  '/subpackages/account/deregister': lazyPage(
    () => import('../features/account/pages/deregister-page.tsx'),
    'DeregisterPage',
  ),
  '/subpackages/account/information': lazyPage(
    () => import('../features/store/pages/shop-info-page.tsx'),
    'ShopInfoPage',
  ),
  '/choose-location': lazyPage(
    () => import('../features/delivery/pages/choose-location-page.tsx'),
    'ChooseLocationPage',
  ),
  '/open-location': lazyPage(
    () => import('../features/delivery/pages/open-location-page.tsx'),
    'OpenLocationPage',
  ),
  '/subpackages/account/map': lazyPage(
    () => import('../features/store/pages/store-map-page.tsx'),
    'StoreMapPage',
  ),
  '/subpackages/account/customerService': lazyPage(
    () => import('../features/service/pages/customer-service-page.tsx'),
    'CustomerServicePage',
  ),
  // Member levels (?type=update: the paid upgrade) and the upgrade invitation a member shares.
  '/subpackages/account/customerLevel': lazyPage(
    () => import('../features/level/pages/customer-level-page.tsx'),
    'CustomerLevelPage',
  ),
  '/subpackages/account/invitePayUpgrade': lazyPage(
    () => import('../features/level/pages/invite-upgrade-page.tsx'),
    'InviteUpgradePage',
  ),
  // Invitations (issue 31, decision 076): my link and figures, the friend's landing page, my rewards, the rules.
  '/subpackages/actions/invitation/invite': lazyPage(
    () => import('../features/activity/pages/invite-page.tsx'),
    'InvitePage',
  ),
  '/subpackages/actions/invitation/enterShare': lazyPage(
    () => import('../features/activity/pages/enter-share-page.tsx'),
    'EnterSharePage',
  ),
  '/subpackages/actions/invitation/inviteReward': lazyPage(
    () => import('../features/activity/pages/invite-reward-page.tsx'),
    'InviteRewardPage',
  ),
  '/subpackages/actions/invitation/inviteRule': lazyPage(
    () => import('../features/activity/pages/invite-rule-page.tsx'),
    'InviteRulePage',
  ),
  '/pages/index/index': lazyPage(() => import('../features/customize/pages/home-page.tsx'), 'HomePage'),
  '/subpackages/customize/definePage/definePage': lazyPage(
    () => import('../features/customize/pages/define-page.tsx'),
    'DefinePage',
  ),
  '/subpackages/customize/index': lazyPage(
    () => import('../features/customize/pages/customize-index-page.tsx'),
    'CustomizeIndexPage',
  ),
  '/subpackages/category/pages/home/index': lazyPage(
    () => import('../features/catalog/pages/category-page.tsx'),
    'CategoryPage',
  ),
  '/subpackages/category/pages/home/search': lazyPage(
    () => import('../features/catalog/pages/search-page.tsx'),
    'SearchPage',
  ),
  // The detail page of SPEC §2's main pages, and the one the goods link rule opens for a normal product.
  '/pages/detail/index': lazyPage(
    () => import('../features/catalog/pages/product-detail-page.tsx'),
    'ProductDetailPage',
  ),
  '/subpackages/shopping/details': lazyPage(
    () => import('../features/catalog/pages/product-detail-page.tsx'),
    'ProductDetailPage',
  ),
  '/subpackages/shopping/combo': lazyPage(
    () => import('../features/catalog/pages/combo-page.tsx'),
    'ComboPage',
  ),
  '/subpackages/marketing/promotions': lazyPage(
    () => import('../features/marketing/pages/promotions-page.tsx'),
    'PromotionsPage',
  ),
  '/subpackages/marketing/blindBox': lazyPage(
    () => import('../features/marketing/pages/blind-box-page.tsx'),
    'BlindBoxPage',
  ),
  '/subpackages/marketing/bargain': lazyPage(
    () => import('../features/marketing/pages/bargain-page.tsx'),
    'BargainPage',
  ),
  '/subpackages/marketing/groupBuy': lazyPage(
    () => import('../features/marketing/pages/group-buy-page.tsx'),
    'GroupBuyPage',
  ),
  '/subpackages/marketing/seckill': lazyPage(
    () => import('../features/marketing/pages/seckill-page.tsx'),
    'SeckillPage',
  ),
  '/subpackages/marketing/myActivities': lazyPage(
    () => import('../features/marketing/pages/my-activities-page.tsx'),
    'MyActivitiesPage',
  ),
  '/subpackages/marketing/presale': lazyPage(
    () => import('../features/marketing/pages/presale-page.tsx'),
    'PresalePage',
  ),
  '/subpackages/marketing/communityGroup': lazyPage(
    () => import('../features/marketing/pages/community-group-page.tsx'),
    'CommunityGroupPage',
  ),
  '/subpackages/groupMeal/index': lazyPage(
    () => import('../features/marketing/pages/group-meal-page.tsx'),
    'GroupMealPage',
  ),
  '/subpackages/shopping/placeorder/payment': withParts(
    lazyPage(() => import('../features/checkout/pages/settlement-page.tsx'), 'SettlementPage'),
    // The card area's pieces (pass cards covering items), registered into checkout's slots (decision 058's shape).
    async () => (await import('../features/card/pages/settlement-pieces.ts')).registerCardSettlementPieces(),
    async () => (await import('../features/card/pages/tender-piece.ts')).registerPrepaidTenderPiece(),
  ),
  '/subpackages/shopping/receipt': lazyPage(
    () => import('../features/checkout/pages/receipt-page.tsx'),
    'ReceiptPage',
  ),
  // The payment gateway's page on the web (the sandbox gateway's cashier in this app).
  '/pages/web/webpay': lazyPage(() => import('../features/payment/pages/webpay-page.tsx'), 'WebPayPage'),
  // The store picker; nearstoreapp is the native wrapper's name for the same page (SPEC §2).
  '/subpackages/chainStores/nearstore': lazyPage(
    () => import('./pages/store-picker-page.tsx'),
    'StorePickerPage',
  ),
  '/subpackages/chainStores/nearstoreapp': lazyPage(
    () => import('./pages/store-picker-page.tsx'),
    'StorePickerPage',
  ),
  '/subpackages/orderhistory/orderhistory': lazyPage(
    () => import('../features/order/pages/order-list-page.tsx'),
    'OrderListPage',
  ),
  '/subpackages/orderhistory/orderDetail': lazyPage(
    () => import('../features/order/pages/order-detail-page.tsx'),
    'OrderDetailPage',
  ),
  '/subpackages/orderhistory/queueOrder/order': lazyPage(
    () => import('../features/order/pages/queue-order-page.tsx'),
    'QueueOrderPage',
  ),
  // Coupons (issue 14): the centre, My coupons (with a held coupon's detail as ?id=), a template's page, buying
  // one, exchange codes and gifts.
  '/subpackages/coupons/coupon': lazyPage(
    () => import('../features/coupon/pages/coupon-centre-page.tsx'),
    'CouponCentrePage',
  ),
  '/subpackages/coupons/myCoupon': withParts(
    lazyPage(() => import('../features/coupon/pages/my-coupons-page.tsx'), 'MyCouponsPage'),
    // The card area's tabs (times cards), registered into coupon's registry (decision 058).
    async () => (await import('../features/card/pages/my-coupon-tabs.ts')).registerCardTabs(),
  ),
  '/subpackages/coupons/buyCouponDetails': lazyPage(
    () => import('../features/coupon/pages/template-page.tsx'),
    'TemplatePage',
  ),
  '/subpackages/coupons/payment': lazyPage(
    () => import('../features/coupon/pages/coupon-payment-page.tsx'),
    'CouponPaymentPage',
  ),
  '/subpackages/coupons/paySuccess': lazyPage(
    () => import('../features/coupon/pages/pay-success-page.tsx'),
    'PaySuccessPage',
  ),
  '/subpackages/coupons/exchangeCoupon': lazyPage(
    () => import('../features/coupon/pages/exchange-page.tsx'),
    'ExchangePage',
  ),
  '/subpackages/coupons/shareCouponGift': lazyPage(
    () => import('../features/coupon/pages/share-gift-page.tsx'),
    'ShareGiftPage',
  ),
  '/subpackages/coupons/receiveTransferCoupon': lazyPage(
    () => import('../features/coupon/pages/receive-transfer-page.tsx'),
    'ReceiveTransferPage',
  ),
  '/subpackages/coupons/transferCouponRecords': lazyPage(
    () => import('../features/coupon/pages/transfer-records-page.tsx'),
    'TransferRecordsPage',
  ),
  // Cards (issue 29): a pass card on sale and its result, a held pass card and its records.
  '/subpackages/coupons/buyPassDetails': lazyPage(
    () => import('../features/card/pages/buy-pass-page.tsx'),
    'BuyPassPage',
  ),
  '/subpackages/coupons/couponPassCardDetails': lazyPage(
    () => import('../features/card/pages/pass-card-page.tsx'),
    'PassCardPage',
  ),
  '/subpackages/coupons/couponPassCardDetails/cardRecords': lazyPage(
    () => import('../features/card/pages/pass-records-page.tsx'),
    'PassRecordsPage',
  ),
  // Privilege cards (issue 29): the periods on sale (buying or renewing) and a held card.
  '/subpackages/coupons/buyPrivilegeCard': lazyPage(
    () => import('../features/card/pages/buy-privilege-page.tsx'),
    'BuyPrivilegePage',
  ),
  '/subpackages/coupons/couponPrivilegeCardDetails': lazyPage(
    () => import('../features/card/pages/privilege-card-page.tsx'),
    'PrivilegeCardPage',
  ),
  // A promotion card (issue 29, decision 064), opened by its code: public, a guest is asked to log in to get it.
  '/subpackages/coupons/couponPromotionCardDetails': lazyPage(
    () => import('../features/card/pages/promotion-card-page.tsx'),
    'PromotionCardPage',
  ),
  // Prepaid cards (issue 29): on sale, bound from a printed card, held with its records, given away, topped up.
  '/subpackages/coupons/buyPrepaidCardDetails': lazyPage(
    () => import('../features/card/pages/buy-pass-page.tsx'),
    'BuyPrepaidPage',
  ),
  '/subpackages/coupons/bindPrepaidCard': lazyPage(
    () => import('../features/card/pages/bind-prepaid-page.tsx'),
    'BindPrepaidPage',
  ),
  '/subpackages/coupons/couponPrepaidCardDetails': lazyPage(
    () => import('../features/card/pages/money-card-page.tsx'),
    'PrepaidCardPage',
  ),
  '/subpackages/coupons/couponPrepaidCardDetails/cardRecords': lazyPage(
    () => import('../features/card/pages/pass-records-page.tsx'),
    'PassRecordsPage',
  ),
  '/subpackages/coupons/couponPrepaidCardDetails/transferPrepaidCard': lazyPage(
    () => import('../features/card/pages/transfer-prepaid-page.tsx'),
    'TransferPrepaidPage',
  ),
  // Shopping cards (issue 29, decision 063): bought on the prepaid card's buy page, held with their records.
  '/subpackages/coupons/couponShoppingCardDetails': lazyPage(
    () => import('../features/card/pages/money-card-page.tsx'),
    'ShoppingCardPage',
  ),
  '/subpackages/coupons/couponShoppingCardDetails/cardRecords': lazyPage(
    () => import('../features/card/pages/pass-records-page.tsx'),
    'PassRecordsPage',
  ),
  '/subpackages/balance/prepaidCardRecharge': lazyPage(
    () => import('../features/card/pages/prepaid-recharge-page.tsx'),
    'PrepaidRechargePage',
  ),
  '/subpackages/orderhistory/couponOrderDetail': withParts(
    lazyPage(() => import('../features/coupon/pages/coupon-orders-page.tsx'), 'CouponOrdersPage'),
    // Card orders beside coupon orders, registered into coupon's registry (decision 059).
    async () => (await import('../features/card/pages/coupon-order-kinds.ts')).registerCardOrders(),
  ),
  // Gift packages (issue 16): the packages and what the member received, one package bought and its result.
  '/subpackages/actions/giftPackage': lazyPage(
    () => import('../features/gift/pages/gift-packages-page.tsx'),
    'GiftPackagesPage',
  ),
  '/subpackages/coupons/buyGiftDetails': lazyPage(
    () => import('../features/gift/pages/buy-gift-page.tsx'),
    'BuyGiftPage',
  ),
  // Points (issue 16): my points with its ledger and clearing date, the daily check-in, the points challenge.
  '/subpackages/integral/integral': lazyPage(
    () => import('../features/points/pages/integral-page.tsx'),
    'IntegralPage',
  ),
  '/subpackages/actions/checkin': lazyPage(
    () => import('../features/points/pages/checkin-page.tsx'),
    'CheckinPage',
  ),
  // Top-up and the balance ledger (issue 16, decision 037).
  '/subpackages/balance/balance': lazyPage(
    () => import('../features/balance/pages/balance-page.tsx'),
    'BalancePage',
  ),
  '/subpackages/balance/payDetail': lazyPage(
    () => import('../features/balance/pages/pay-detail-page.tsx'),
    'PayDetailPage',
  ),
  '/subpackages/balance/recharge': lazyPage(
    () => import('../features/balance/pages/recharge-page.tsx'),
    'RechargePage',
  ),
  '/subpackages/balance/actionRecharge': lazyPage(
    () => import('../features/balance/pages/action-recharge-page.tsx'),
    'ActionRechargePage',
  ),
  // The member payment code (issue 16, decision 034).
  '/subpackages/balance/balancePay': lazyPage(
    () => import('../features/balance/pages/pay-code-page.tsx'),
    'PayCodePage',
  ),
  // The points mall (issue 16, decision 035): the mall, a product by its kind, checkout, the result, exchanges.
  '/subpackages/pointsMall/pointsMall': lazyPage(
    () => import('../features/pointsmall/pages/pointsmall-page.tsx'),
    'PointsMallPage',
  ),
  '/subpackages/pointsMall/details': lazyPage(
    () => import('../features/pointsmall/pages/product-page.tsx'),
    'PointsProductPage',
  ),
  '/subpackages/pointsMall/couponDetail': lazyPage(
    () => import('../features/pointsmall/pages/product-page.tsx'),
    'PointsProductPage',
  ),
  '/subpackages/pointsMall/giftPackageDetails': lazyPage(
    () => import('../features/pointsmall/pages/product-page.tsx'),
    'PointsProductPage',
  ),
  '/subpackages/pointsMall/checkout': lazyPage(
    () => import('../features/pointsmall/pages/checkout-page.tsx'),
    'PointsCheckoutPage',
  ),
  '/subpackages/pointsMall/receipt': lazyPage(
    () => import('../features/pointsmall/pages/receipt-page.tsx'),
    'PointsReceiptPage',
  ),
  '/subpackages/pointsMall/history/orders': lazyPage(
    () => import('../features/pointsmall/pages/orders-page.tsx'),
    'PointsOrdersPage',
  ),
  '/subpackages/pointsMall/history/orderDetails': lazyPage(
    () => import('../features/pointsmall/pages/order-details-page.tsx'),
    'PointsOrderDetailsPage',
  ),
  '/subpackages/actions/accumulationPoints': lazyPage(
    () => import('../features/points/pages/accumulation-page.tsx'),
    'AccumulationPage',
  ),
  // The partner programme (issue 31): the centre by state, friends, profit, cash-out with its records, the rules,
  // sharing with the partner's uid, moving up or renewing by buying a level (upgrade and recharge, one page).
  '/subpackages/partner/index': lazyPage(
    () => import('../features/partner/pages/partner-page.tsx'),
    'PartnerCentrePage',
  ),
  '/subpackages/partner/recharge': lazyPage(
    () => import('../features/partner/pages/upgrade-page.tsx'),
    'PartnerUpgradePage',
  ),
  '/subpackages/partner/rules': lazyPage(
    () => import('../features/partner/pages/rules-page.tsx'),
    'PartnerRulesPage',
  ),
  '/subpackages/partner/myFriends': lazyPage(
    () => import('../features/partner/pages/friends-page.tsx'),
    'PartnerFriendsPage',
  ),
  '/subpackages/partner/myProfit': lazyPage(
    () => import('../features/partner/pages/my-profit-page.tsx'),
    'PartnerProfitPage',
  ),
  '/subpackages/partner/profitDetails': lazyPage(
    () => import('../features/partner/pages/profit-details-page.tsx'),
    'ProfitDetailsPage',
  ),
  '/subpackages/partner/profitCashOut': lazyPage(
    () => import('../features/partner/pages/cash-out-page.tsx'),
    'CashOutPage',
  ),
  '/subpackages/partner/categories': lazyPage(
    () => import('../features/partner/pages/share-pages.tsx'),
    'ShareCategoriesPage',
  ),
  '/subpackages/partner/actions': lazyPage(
    () => import('../features/partner/pages/share-pages.tsx'),
    'ShareActionsPage',
  ),
  '/subpackages/partner/coupons': lazyPage(
    () => import('../features/partner/pages/share-pages.tsx'),
    'ShareCouponsPage',
  ),
  '/subpackages/partner/upgrade': lazyPage(
    () => import('../features/partner/pages/upgrade-page.tsx'),
    'PartnerUpgradePage',
  ),
  // Scene codes (decision 041): where a mini-program code or a printed QR leads.
  '/pages/wkbin/wkbin': lazyPage(() => import('../features/customize/pages/wkbin-page.tsx'), 'WkbinPage'),
  // The in-app web view of external links and the store's knowledge site (decision 041).
  '/pages/web/web': lazyPage(() => import('../features/customize/pages/web-page.tsx'), 'WebPage'),
  '/pages/college/college': lazyPage(
    () => import('../features/customize/pages/college-page.tsx'),
    'CollegePage',
  ),
};

/**
 * Pages only a logged-in member may see. A guest who opens one (a shared link, an old receipt, a logout in
 * another tab) is sent to log in and brought back to the same page (app/route-view.tsx); the pages themselves do
 * not check. The tab pages that greet a guest (member centre, cart) and the public pages are not listed.
 */
const memberPages: ReadonlySet<string> = new Set([
  '/subpackages/balance/balance',
  '/subpackages/balance/payDetail',
  '/subpackages/balance/recharge',
  '/subpackages/balance/actionRecharge',
  '/subpackages/address/selectAddress',
  '/subpackages/address/addAddress',
  '/subpackages/account/infoEdit',
  '/subpackages/account/headSetting',
  '/subpackages/account/password',
  '/subpackages/account/deregister',
  '/subpackages/account/customerLevel',
  '/subpackages/account/invitePayUpgrade',
  '/subpackages/shopping/placeorder/payment',
  '/subpackages/shopping/receipt',
  '/subpackages/orderhistory/orderhistory',
  '/subpackages/orderhistory/orderDetail',
  '/subpackages/scanCodeOrder/index',
  '/subpackages/scanCodeOrder/table',
  '/subpackages/scanCodeOrder/shopping/fast',
  '/subpackages/scanCodeOrder/shoppingCart',
  '/subpackages/scanCodeOrder/placeorder/tablePlace',
  '/subpackages/scanCodeOrder/receipt',
  '/subpackages/scanCodeOrder/details',
  '/subpackages/orderhistory/queueOrder/order',
  '/subpackages/groupMeal/index',
  '/subpackages/coupons/myCoupon',
  '/subpackages/coupons/payment',
  '/subpackages/coupons/paySuccess',
  '/subpackages/coupons/exchangeCoupon',
  '/subpackages/coupons/shareCouponGift',
  '/subpackages/coupons/receiveTransferCoupon',
  '/subpackages/coupons/transferCouponRecords',
  '/subpackages/orderhistory/couponOrderDetail',
  '/subpackages/coupons/couponPassCardDetails',
  '/subpackages/coupons/couponPassCardDetails/cardRecords',
  '/subpackages/coupons/couponPrivilegeCardDetails',
  '/subpackages/coupons/bindPrepaidCard',
  '/subpackages/coupons/couponPrepaidCardDetails',
  '/subpackages/coupons/couponPrepaidCardDetails/cardRecords',
  '/subpackages/coupons/couponPrepaidCardDetails/transferPrepaidCard',
  '/subpackages/balance/prepaidCardRecharge',
  '/subpackages/integral/integral',
  '/subpackages/actions/checkin',
  '/subpackages/balance/balancePay',
  '/subpackages/pointsMall/checkout',
  '/subpackages/pointsMall/receipt',
  '/subpackages/pointsMall/history/orders',
  '/subpackages/pointsMall/history/orderDetails',
  '/subpackages/actions/accumulationPoints',
  '/subpackages/actions/invitation/invite',
  '/subpackages/actions/invitation/inviteReward',
  '/subpackages/partner/index',
  '/subpackages/partner/recharge',
  '/subpackages/partner/myFriends',
  '/subpackages/partner/myProfit',
  '/subpackages/partner/profitDetails',
  '/subpackages/partner/profitCashOut',
  '/subpackages/partner/categories',
  '/subpackages/partner/actions',
  '/subpackages/partner/coupons',
  '/subpackages/partner/upgrade',
]);

export interface RouteEntry {
  path: string;
  /** Tab pages are reached by redirect and show the tab bar. */
  tab: boolean;
  /** Only for a logged-in member: a guest goes to log in first. */
  member: boolean;
  /** Present only for pages that are built. */
  load?: PageLoader;
}

export const routeTable: readonly RouteEntry[] = routePaths.map((path) => ({
  path,
  tab: isTabPath(path),
  member: memberPages.has(path),
  load: builtPages[path],
}));

const byPath = new Map(routeTable.map((r) => [r.path, r]));

/** Paths whose page is built. */
export const builtPaths: ReadonlySet<string> = new Set(routeTable.filter((r) => r.load).map((r) => r.path));

export function routeOf(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** Starts loading a page's chunk ahead of a visit (e.g. the home page preloading the customize pages). */
function preloadRoute(path: string): void {
  byPath
    .get(path)
    ?.load?.()
    .catch(() => {
      // A failed preload is retried, and reported, by the visit itself.
    });
}

/** The table as features see it (lib/router/page-directory.ts), handed in at start. */
export const pageDirectory: PageDirectory = { has: (path) => builtPaths.has(path), preload: preloadRoute };
