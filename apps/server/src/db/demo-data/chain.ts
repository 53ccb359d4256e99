import type { OpeningHours, StoreSettings, StoreStatus } from '../schema/store.ts';
import { logoPath } from './catalogue.ts';

export const CHAIN_NAME = 'Amberleaf Tea & Bakery';

const days = (from: number, to: number, open: string, close: string): OpeningHours[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ weekday: from + i, open, close }));

export const baseSettings: StoreSettings = {
  themeColor: '#FE9A69',
  storeMode: 'RegularOrder',
  storeModeValue: 'takeout',
  loginOptions: ['sms', 'password', 'email', 'guest'],
  allowStockBelowZero: false,
  isHideProductByMode: true,
  wholeSalePriceMode: 0,
  platformMode: 0,
  // 1: members are shared across the chain, so switching store keeps the logged-in member.
  shareCustomer: 1,
  isOpenMulMiniAppStore: true,
  excludedStoreIds: [],
  minStartPrice: 2000,
  // A line of more than 99 cakes is a catering order, not an app order.
  maxLineQuantity: 99,
  limitRegistrationByPhone: false,
  timezone: 'Asia/Shanghai',
  // The points promise is not written here: the app adds it from pointRule, so it holds only while the rule does.
  notice: 'Fresh bakes from 07:00 every day.',
  pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 },
  payment: {
    balance: true,
    cash: true,
    payAfter: false,
    wechat: true,
    alipay: true,
    thirdParty: [{ name: 'UnionPay' }],
  },
  unpaidCancelMinutes: 15,
  growthPerYuan: 1,
  // A member whose upgrade link leads to a paid upgrade earns 200 points (levels.ts has the levels).
  payUpgradeInviteReward: { points: 200 },
  // Type 1: the in-app service page with the store's phone; set type 2 and a chatUrl for an enterprise chat.
  customerService: { type: 1, hours: { open: '09:00', close: '21:00' } },
};

export interface DemoStore {
  name: string;
  address: string;
  tel: string;
  latitude: number;
  longitude: number;
  status: StoreStatus;
  openingHours: OpeningHours[];
}

const common = {
  logoUrl: logoPath,
  currency: '¥',
  industry: 'food',
  secondIndustry: 'bakery',
  isChainStore: true,
};

export const headquarters = {
  ...common,
  name: CHAIN_NAME,
  address: 'Room 1203, 168 Middle Xizang Road, Huangpu District, Shanghai',
  tel: '400-820-1688',
  latitude: 31.2336,
  longitude: 121.4757,
  status: 'open' as StoreStatus,
  openingHours: days(1, 5, '09:00', '18:00'),
};

/** The three shops; the first is open around the clock (so the demo takes orders at any hour) and is the one the app opens with. */
export const demoStores: DemoStore[] = [
  {
    name: `${CHAIN_NAME} (Jing'an Temple)`,
    address: "1F, 1618 Nanjing West Road, Jing'an District, Shanghai",
    tel: '021-6288 1618',
    latitude: 31.2243,
    longitude: 121.446,
    status: 'open',
    openingHours: days(1, 7, '00:00', '24:00'),
  },
  {
    name: `${CHAIN_NAME} (Xintiandi)`,
    address: 'Unit 102, 181 Taicang Road, Huangpu District, Shanghai',
    tel: '021-6385 0181',
    latitude: 31.2196,
    longitude: 121.4752,
    status: 'temp_closed',
    openingHours: [...days(1, 5, '08:00', '21:00'), ...days(6, 7, '09:00', '22:30')],
  },
  {
    name: `${CHAIN_NAME} (Lujiazui)`,
    address: 'B1-12, 8 Century Avenue, Pudong New Area, Shanghai',
    tel: '021-5878 0088',
    latitude: 31.2389,
    longitude: 121.501,
    status: 'reservation_only',
    openingHours: [...days(1, 5, '07:30', '20:00'), ...days(6, 7, '10:00', '18:00')],
  },
];

export const storeDefaults = common;

/** The demo member of SPEC §3: log in with this phone (the SMS code shows in the staff API). */
export const demoMember = {
  // Below member_no_seq's start, so self-registered members never collide with it.
  memberNo: '10000000',
  phone: '13800138000',
  name: 'Demo Member',
  growthValue: 2350,
  balance: 20000,
  points: 1280,
};
