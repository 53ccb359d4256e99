export * from './cards.ts';
export * from './listed-orders.ts';
export * from './prepaid.ts';
export * from './privilege.ts';
export * from './promotion.ts';
export * from './tender.ts';
