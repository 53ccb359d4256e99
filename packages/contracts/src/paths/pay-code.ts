// Paths under /wxapi/ of `payCodeEndpoints` (balance/pay-code.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const enrollPayCode = 'Balance/EnrollPayCode';
export const payCodeCharges = 'Balance/PayCodeCharges';
export const confirmPayCodeCharge = 'Balance/ConfirmPayCodeCharge';
export const declinePayCodeCharge = 'Balance/DeclinePayCodeCharge';
