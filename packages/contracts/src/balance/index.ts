// The balance area's calls (DESIGN §2): the member payment code, top-up (its rules, orders and gifts) and the
// ledger pages.
export * from './ledger.ts';
export * from './pay-code.ts';
export * from './top-up.ts';
