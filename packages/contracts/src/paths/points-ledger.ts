// Paths under /wxapi/ of `pointsLedgerEndpoints` (points/ledger.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const summary = 'Integrals/Summary';
export const records = 'Integrals/Records';
