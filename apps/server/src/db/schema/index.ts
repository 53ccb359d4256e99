// Every area's tables; drizzle-kit reads this file to generate migrations.
export * from './account.ts';
