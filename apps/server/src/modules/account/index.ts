// The public face of the account module: what other modules use of it (DESIGN §2). Its inner files stay private.
// Checks before a member pays or orders: the pay password, and a bound phone.
export { requirePayPassword } from './pay-password.ts';
export { requirePhone } from './service.ts';
