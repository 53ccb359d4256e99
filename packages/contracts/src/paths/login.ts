// Paths under /wxapi/ of `loginEndpoints` (account/login.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const sliderChallenge = 'customeraccount/SliderChallenge';
export const sliderVerify = 'customeraccount/SliderVerify';
export const signInByPassword = 'customeraccount/SignInByPassword';
export const emailSecurityCode = 'customeraccount/EmailSecurityCodeCode';
export const signInByEmail = 'customeraccount/SignInByEmail';
export const autoSignByPhone = 'customeraccount/AutoSignByPhone';
export const getCustomersByTel = 'customeraccount/GetCustomersByTel';
export const switchCustomerAccount = 'customeraccount/SwitchCustomerAccount';
