export * from './account.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './page-structure.ts';
export * from './store.ts';
