// The account area's public face: the member as other areas see them (login info, with the balance) and the
// key root to refresh after a change that moves the balance. Its pages are reached through the route table.
export { accountKeys } from './api/account-keys.ts';
export { useLoginInfo } from './api/find-login-info.ts';
// The mini-program's WeChat login at start (decision 043): the code exchange, and binding after a login.
export { startWechatLogin } from './state/wechat-login.ts';
