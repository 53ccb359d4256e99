// Paths under /wxapi/ of `balanceLedgerEndpoints` (balance/ledger.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const ledger = 'Balance/Ledger';
export const payDetail = 'Balance/PayDetail';
