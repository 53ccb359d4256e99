// The account area's public face: the member as other areas see them (login info, with the balance) and the
// key root to refresh after a change that moves the balance. Its pages are reached through the route table.
export { accountKeys } from './api/account-keys.ts';
export { useLoginInfo } from './api/find-login-info.ts';
