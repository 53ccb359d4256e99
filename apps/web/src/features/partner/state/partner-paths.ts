// Where the partner pages are (SPEC §2 partner/…), for links between them.
export const partnerPaths = {
  index: '/subpackages/partner/index',
  recharge: '/subpackages/partner/recharge',
  rules: '/subpackages/partner/rules',
  friends: '/subpackages/partner/myFriends',
  myProfit: '/subpackages/partner/myProfit',
  profitDetails: '/subpackages/partner/profitDetails',
  cashOut: '/subpackages/partner/profitCashOut',
  categories: '/subpackages/partner/categories',
  actions: '/subpackages/partner/actions',
  coupons: '/subpackages/partner/coupons',
  upgrade: '/subpackages/partner/upgrade',
} as const;
