// Paths under /wxapi/ of `topUpEndpoints` (balance/top-up.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadChargeRules = 'customeraccount/LoadChargeRules';
export const topUp = 'Balance/TopUp';
export const topUpOrder = 'Balance/TopUpOrder';
