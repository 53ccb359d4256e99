// Every area's tables; drizzle-kit reads this file to generate migrations.
export * from './account.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './store.ts';
