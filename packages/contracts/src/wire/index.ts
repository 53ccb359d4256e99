// The wire kernel every area's contracts build on: the endpoint shape and envelope, error codes, headers.
export * from './endpoint.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './invalid-field.ts';
export * from './order-no.ts';
