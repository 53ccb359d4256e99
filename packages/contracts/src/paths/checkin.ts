// Paths under /wxapi/ of `checkinEndpoints` (points/checkin.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const load = 'Checkin/Load';
export const signIn = 'Checkin/SignIn';
