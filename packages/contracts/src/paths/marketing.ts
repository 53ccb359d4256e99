// Paths under /wxapi/ of `marketingEndpoints` (marketing.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadSetMenus = 'GroupMeal/LoadSetMenus';
export const book = 'GroupMeal/Book';
export const myBookings = 'GroupMeal/MyBookings';
export const cancel = 'GroupMeal/Cancel';
// Blind boxes (issue 30, decision 066): marketingEndpoints' blind box calls (marketing/blind-box.ts).
export const blindBoxSeries = 'BlindBox/LoadSeries';
export const blindBoxDetail = 'BlindBox/SeriesDetail';
export const blindBoxBuy = 'BlindBox/Buy';
export const blindBoxReveal = 'BlindBox/Reveal';
export const blindBoxMyDraws = 'BlindBox/MyDraws';
// Bargains (issue 30, decision 070): marketingEndpoints' bargain calls (marketing/bargain.ts).
export const bargainActivities = 'Bargain/LoadData';
export const bargainDetail = 'Bargain/Detail';
export const bargainStart = 'Bargain/Start';
export const bargainHelp = 'Bargain/Help';
export const bargainBuy = 'Bargain/Buy';
export const bargainMine = 'Bargain/MyBargains';
// Group buys (issue 30, decision 068): marketingEndpoints' group buy calls (marketing/group-buy.ts).
export const groupBuyActivities = 'GroupPurchase/LoadData';
export const groupBuyDetail = 'GroupPurchase/Detail';
export const groupBuyRules = 'GroupPurchase/GrouppurchaseRules';
export const groupBuyBuy = 'GroupPurchase/Buy';
export const groupBuyOrder = 'GroupPurchase/OrderDetails';
export const groupBuyCancel = 'GroupPurchase/CancelPurchaseOrder';
export const groupBuyMine = 'GroupPurchase/MyGroups';
// Seckill (issue 30, decision 069): marketingEndpoints' flash sale calls (marketing/seckill.ts).
export const seckillSessions = 'Seckill/LoadData';
export const seckillDetail = 'Seckill/Detail';
export const seckillBuy = 'Seckill/Buy';
export const seckillOrder = 'Seckill/OrderDetails';
export const seckillCancel = 'Seckill/CancelOrder';
export const seckillMine = 'Seckill/MySeckills';
// Pre-sales (issue 30, decision 071): marketingEndpoints' pre-sale calls (marketing/presale.ts).
export const presaleList = 'Presale/LoadData';
export const presaleDetail = 'Presale/Detail';
export const presalePayDeposit = 'Presale/PayDeposit';
export const presalePayRest = 'presale/PayRest';
export const presaleOrder = 'presale/OrderDetails';
export const presaleRecords = 'presale/PayRecord';
export const presaleCancel = 'Presale/CancelOrder';
// Badges on products taking part in an activity (issue 30): marketing/product-activities.ts.
export const productActivities = 'Marketing/ProductActivities';
// Community group purchases (issue 30, decision 072): marketingEndpoints' community group calls
// (marketing/community-group.ts).
export const communityGroups = 'CommunityGroup/LoadData';
export const communityGroupDetail = 'CommunityGroup/Detail';
export const communityGroupBuy = 'CommunityGroup/Buy';
export const communityGroupOrder = 'CommunityGroup/OrderDetails';
export const communityGroupCancel = 'CommunityGroup/CancelOrder';
export const communityGroupMine = 'CommunityGroup/MyOrders';
