// The endpoint catalogue (DESIGN §2): one file or folder per area, on the wire kernel of wire/.
export * from './account/index.ts';
export * from './address.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './coupon/index.ts';
export * from './customize/index.ts';
export * from './delivery.ts';
export * from './gift/index.ts';
export * from './level.ts';
export * from './marketing.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './service/index.ts';
export * from './store.ts';
export * from './table.ts';
export * from './wire/index.ts';
