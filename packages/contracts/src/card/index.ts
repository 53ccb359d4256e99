export * from './cards.ts';
export * from './listed-orders.ts';
export * from './prepaid.ts';
