// The points area's calls: the integral page's ledger, the daily check-in, the accumulated-points promotion.
export * from './accumulation.ts';
export * from './checkin.ts';
export * from './ledger.ts';
