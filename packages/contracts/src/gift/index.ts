export * from './items.ts';
export * from './packages.ts';
