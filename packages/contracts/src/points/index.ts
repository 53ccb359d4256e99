// The points area's calls: the integral page's ledger, the daily check-in.
export * from './checkin.ts';
export * from './ledger.ts';
