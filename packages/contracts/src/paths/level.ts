// Paths under /wxapi/ of `levelEndpoints` (level.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadCategorys = 'CustomerCategory/LoadCategorys';
export const upgradeInfo = 'CustomerCategory/CustomerCategoryUpgradeInfo';
export const updateCategory = 'CustomerCategory/UpdateCategory';
export const upgradeOrderDetail = 'Order/CustomerCategoryDetail';
export const activatInfo = 'customeraccount/GetCustomerActivatInfo';
export const upgradeRewardRule = 'CustomerReferral/GetSharePayUpgradeRewardruleDetails';
