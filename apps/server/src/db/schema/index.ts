// Every area's tables; drizzle-kit reads this file to generate migrations.
export * from './account.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './category.ts';
export * from './devices.ts';
export * from './jobs.ts';
export * from './login.ts';
export * from './order.ts';
export * from './payment.ts';
export * from './points.ts';
export * from './profile.ts';
export * from './store.ts';
export * from './terms.ts';
