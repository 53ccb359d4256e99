// Answers of the level calls for the level page tests.
import { levelEndpoints } from '@shop/contracts';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import type { Handler } from '../../../test/shop-harness.tsx';

export const levels = [
  {
    id: 1,
    code: 'regular',
    name: 'Regular',
    rank: 0,
    isEntry: true,
    benefits: ['Points on every order'],
    discountPercent: 0,
    price: null,
    validDays: null,
    rewardPoints: 0,
    growthThreshold: null,
  },
  {
    id: 2,
    code: 'silver',
    name: 'Silver',
    rank: 10,
    isEntry: false,
    benefits: [],
    discountPercent: 3,
    price: null,
    validDays: null,
    rewardPoints: 0,
    growthThreshold: 500,
  },
  {
    id: 3,
    code: 'gold',
    name: 'Gold',
    rank: 20,
    isEntry: false,
    benefits: ['Priority pickup'],
    discountPercent: 5,
    price: 30,
    validDays: null,
    rewardPoints: 100,
    growthThreshold: 2000,
  },
  {
    id: 4,
    code: 'black',
    name: 'Black',
    rank: 30,
    isEntry: false,
    benefits: ['A pastry a month'],
    discountPercent: 10,
    price: 98,
    validDays: 365,
    rewardPoints: 0,
    growthThreshold: null,
  },
];

const ref = (i: number) => {
  const { id, code, name, rank } = levels[i]!;
  return { id, code, name, rank };
};

export const upgradeInfo = {
  current: ref(0),
  growthValue: 120,
  next: { ...ref(1), growthThreshold: 500 },
  growthNeeded: 380,
  expiresOn: null,
};

export const card = {
  cardNo: '10000042',
  name: 'Mia',
  level: ref(0),
  activatedAt: '2026-01-02T03:04:05.000Z',
  expiresOn: null,
  growthValue: 120,
};

export const payInfo = (needPayPassword = false) =>
  payInfoOf([payMethods.balance, payMethods.wechat, payMethods.cash], { needPayPassword });

export const loginInfo = (uid: number, money: number) => ({
  isLogin: true,
  uid,
  name: 'Mia',
  photoPath: null,
  isDistributer: false,
  userInfo: {
    money,
    point: 0,
    categoryName: 'Regular',
    cardAge: null,
    expiryDate: null,
    growthValue: 120,
    customerNo: '10000042',
    phoneMasked: '',
  },
  timestamp: 0,
});

/** Every read the level pages make, for a member `uid` with `money` on the balance. */
export function levelReads(uid: number, money: number, needPayPassword = false): Record<string, Handler> {
  return {
    [levelEndpoints.loadCategorys.path]: () => ({ categorys: levels }),
    [levelEndpoints.upgradeInfo.path]: () => upgradeInfo,
    [levelEndpoints.activatInfo.path]: () => card,
    [levelEndpoints.upgradeRewardRule.path]: () => ({ enabled: true, points: 200 }),
    'checkout/GetPayInfo': () => payInfo(needPayPassword),
    'customeraccount/FindLoginInfo': () => loginInfo(uid, money),
  };
}

/** UpdateCategory's answer for Gold, paid (balance) or waiting for an online payment. */
export function upgradeAnswer(payMethod: number) {
  const unpaid = payMethod !== 2;
  return {
    orderNo: '2026112110000099',
    status: unpaid ? 'unpaid' : 'completed',
    needPay: unpaid,
    payMethod,
    amount: 30,
    category: ref(2),
    autoCancelAt: unpaid ? '2030-01-01T00:15:00.000Z' : null,
  };
}
