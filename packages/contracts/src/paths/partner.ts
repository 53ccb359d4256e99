// Paths under /wxapi/ of `partnerEndpoints` (partner/index.ts, issue 31), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const levels = 'Partner/Levels';
export const apply = 'Partner/Apply';
export const centre = 'Partner/Index';
export const friends = 'Partner/MyFriends';
export const myProfit = 'Partner/MyProfit';
export const profitDetails = 'Partner/ProfitDetails';
export const cashOutQuote = 'Partner/CashOutQuote';
export const cashOut = 'Partner/CashOut';
export const cashOutRecords = 'Partner/CashOutRecords';
export const cashOutDetail = 'Partner/CashOutDetail';
export const toBalance = 'Partner/ToBalance';
export const buyLevel = 'Partner/Upgrade';
export const levelOrder = 'Partner/UpgradeOrder';
// SPEC §7 names it under Product/: a share's guider as the cookie the shopper's calls carry (x-guider-cookie).
export const guiderCookie = 'Product/GetGuiderCookiesInfo';
