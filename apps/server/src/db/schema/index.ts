// Every table, one file (or folder) per area of DESIGN §2; drizzle-kit reads this file to generate migrations.
export * from './account/login.ts';
export * from './account/member.ts';
export * from './account/profile.ts';
export * from './account/verification.ts';
export * from './account/wechat.ts';
export * from './address.ts';
export * from './balance.ts';
export * from './balance-top-up.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './coupon.ts';
export * from './customize.ts';
export * from './delivery.ts';
export * from './gift.ts';
// Not an area's: the platform's job runner (platform/jobs) keeps its schedule and claims here.
export * from './jobs.ts';
export * from './level/upgrade-orders.ts';
export * from './level.ts';
export * from './marketing.ts';
export * from './order.ts';
export * from './pay-code.ts';
export * from './payment.ts';
export * from './points.ts';
export * from './pointsmall.ts';
export * from './service.ts';
export * from './store.ts';
export * from './table.ts';
