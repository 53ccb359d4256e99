export * from './endpoint.ts';
export * from './errors.ts';
