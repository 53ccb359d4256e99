// Every endpoint's path, named once (decision 050), one namespace per contract object:
// `orderPaths.loadOrders` is `orderEndpoints.loadOrders.path`. The contracts build on these, and the web
// names its endpoints by them without importing a schema; a bundler keeps only the paths a chunk uses.
export * as accountPaths from './account.ts';
export * as accumulationPaths from './accumulation.ts';
export * as addressPaths from './address.ts';
export * as balanceLedgerPaths from './balance-ledger.ts';
export * as cardPaths from './card.ts';
export * as cartPaths from './cart.ts';
export * as catalogPaths from './catalog.ts';
export * as checkinPaths from './checkin.ts';
export * as checkoutPaths from './checkout.ts';
export * as couponPaths from './coupon.ts';
export * as customizePaths from './customize.ts';
export * as deliveryPaths from './delivery.ts';
export * as devicePaths from './device.ts';
export * as giftPaths from './gift.ts';
export * as levelPaths from './level.ts';
export * as loginPaths from './login.ts';
export * as marketingPaths from './marketing.ts';
export * as orderPaths from './order.ts';
export * as partnerPaths from './partner.ts';
export * as passwordPaths from './password.ts';
export * as payCodePaths from './pay-code.ts';
export * as payPasswordPaths from './pay-password.ts';
export * as paymentPaths from './payment.ts';
export * as pointsLedgerPaths from './points-ledger.ts';
export * as pointsmallPaths from './pointsmall.ts';
export * as privacyPaths from './privacy.ts';
export * as profilePaths from './profile.ts';
export * as promotionPaths from './promotion.ts';
export * as sceneCodePaths from './scene-code.ts';
export * as storePaths from './store.ts';
export * as storeFactPaths from './store-fact.ts';
export * as tablePaths from './table.ts';
export * as termsPaths from './terms.ts';
export * as topUpPaths from './top-up.ts';
export * as wechatPaths from './wechat.ts';
