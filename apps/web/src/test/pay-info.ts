// GetPayInfo's answer as the payment tests of checkout and level need it: one shape, the methods each test lists.

/** A pay method as GetPayInfo lists it (PayCode: cash 1, balance 2, WeChat 4). */
function payMethod(Code: number, Name: string) {
  return { Name, Code, DisplayName: Name, Icon: '', Idx: Code, infoStr: '' };
}

export const payMethods = {
  cash: payMethod(1, '现金'),
  balance: payMethod(2, '会员余额'),
  wechat: payMethod(4, '微信支付'),
};

type PayMethod = (typeof payMethods)[keyof typeof payMethods];

/** The store's pay info offering `methods` in that order (balance and cash switched on, WeChat when listed). */
export function payInfoOf(
  methods: PayMethod[],
  extra: { needPayPassword?: boolean; [field: string]: unknown } = {},
) {
  return {
    EnableCustomerBalancePayMethod: true,
    EnableCashPayMethod: true,
    EnableAfterPayMethod: false,
    EnableWxPayMethod: methods.includes(payMethods.wechat),
    EnableAliPayMethod: false,
    EnableThirdPartyPayMethod: false,
    ThirdPartyPayMethods: [],
    needCheckAilPay: false,
    payMethods: methods,
    ...extra,
  };
}
