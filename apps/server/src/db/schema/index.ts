// Every area's tables; drizzle-kit reads this file to generate migrations.
export * from './account.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './category.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './store.ts';
