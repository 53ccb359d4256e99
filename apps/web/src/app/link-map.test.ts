import {
  type DetailLink,
  detailLink,
  type EventKind,
  errorPagePath,
  type LinkTarget,
  type NamedLink,
  namedLink,
  namedLinkNames,
  namedLinkOf,
  notificationLink,
  promotionKinds,
  type Query,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { pageLinkTarget } from '../features/customize/components/page-link.ts';
import { resolvePath } from './route-resolve.ts';
import { builtPaths, routeOf } from './routes.ts';

/**
 * The whole link map of SPEC §2 against the route table (decision 041): every named link, every detail-link rule
 * and every notification deep link opens a built page, or the missing-feature page under the feature named here —
 * never the develop error, never a blank page. Each link's feature is written out, so a link that starts pointing
 * somewhere else, or a feature that loses its page, fails here. That the page reached shows the thing linked (not
 * merely some built page) is link-pages.test.tsx's part.
 */

/** What each named link's page is about, the name the missing-feature page gets while that page is not built. */
const namedFeatures: Record<NamedLink, string> = {
  allCategories: 'page',
  home: 'page',
  cart: 'page',
  contactUs: 'page',
  search: 'page',
  groupBuy: 'page',
  joinGroup: 'page',
  seckill: 'page',
  bargain: 'page',
  productDetail: 'page',
  live: 'live',
  merchants: 'page',
  parkingPayment: 'parkingPayment',
  memberCenter: 'page',
  recharge: 'page',
  storeMap: 'page',
  couponCenter: 'page',
  checkIn: 'page',
  myOrders: 'page',
  orderProgress: 'page',
  orderHistory: 'orderHistory',
  balancePay: 'page',
  pointsMall: 'page',
  pointsMallJustPoints: 'page',
  pointsMallPrice: 'page',
  pointsMallCoupons: 'page',
  pointsMallCouponsPrice: 'page',
  lottery: 'lottery',
  faceRecognition: 'faceRecognition',
  promoter: 'partner',
  feedback: 'reviews',
  myBalance: 'page',
  invoice: 'invoice',
  myCoupons: 'page',
  bindPrepaidCard: 'page',
  myPoints: 'page',
  myGroups: 'page',
  myBargains: 'page',
  mySeckills: 'page',
  inviteRewards: 'invitation',
  promotions: 'page',
  memberLevel: 'page',
  memberUpgrade: 'page',
  appointments: 'appointments',
  settings: 'page',
  infoEdit: 'page',
  storeInfo: 'page',
  communityGroup: 'page',
  deposit: 'deposit',
  babyPetInfo: 'babyPetInfo',
  nutritionReport: 'nutritionReport',
  knowledgeStore: 'college',
  addOnOrder: 'addOnOrder',
  training: 'college',
  questionnaire: 'questionnaire',
  groupMealBooking: 'page',
  groupMealReport: 'groupMealReport',
  blindBox: 'page',
  login: 'page',
  addressManagement: 'page',
};

/** Pages every shopper relies on: a link to them must open the page itself, whatever else is missing. */
const mustBeBuilt: NamedLink[] = [
  'home',
  'cart',
  'myOrders',
  'memberCenter',
  'allCategories',
  'search',
  'login',
];

type Outcome = { page: string } | { feature: string } | { develop: true };

/** What opening a link shows: a page, the missing-feature page (with its feature) or the develop error. */
function outcome(link: { path: string; query: Query }): Outcome {
  if (link.path === errorPagePath) {
    return link.query.type === 'unavailable' ? { feature: link.query.feature ?? '' } : { develop: true };
  }
  const r = resolvePath(link.path, builtPaths);
  if (r.kind === 'page') return { page: r.path };
  return outcome(r);
}

/** A built page with its loader, or the missing-feature page with `feature`. */
function expectOpens(link: LinkTarget, feature: string, label: string) {
  const got = outcome(link);
  if ('page' in got) {
    expect(routeOf(got.page)?.load, label).toBeTypeOf('function');
    return;
  }
  expect(got, label).toEqual({ feature });
}

describe('the named-link map', () => {
  it('names a feature for every named link, and only for those', () => {
    expect(Object.keys(namedFeatures).sort()).toEqual([...namedLinkNames].sort());
  });

  it.each(namedLinkNames)('%s opens its page or says its feature is missing', (name) => {
    expectOpens(namedLink(name), namedFeatures[name], name);
  });

  it('opens every promotion kind and training display type', () => {
    for (const t of promotionKinds) expectOpens(namedLink('promotions', { t }), 'page', t);
    for (const displayType of ['0', '1', '2']) {
      expectOpens(namedLink('training', { displayType }), 'college', `training ${displayType}`);
    }
  });

  it('opens the pages every shopper relies on', () => {
    for (const name of mustBeBuilt) expect(outcome(namedLink(name)), name).toHaveProperty('page');
  });

  it('sends an unknown name to the missing-feature page under that name', () => {
    const link = namedLinkOf('spaceTravel');
    expect(link).toMatchObject({
      path: '/pages/error/index',
      query: { type: 'unavailable', feature: 'spaceTravel' },
    });
    expect(outcome(link)).toEqual({ feature: 'spaceTravel' });
    expect(pageLinkTarget({ type: 'named', name: 'spaceTravel' })).toEqual(link);
    expect(pageLinkTarget({ type: 'named', name: 'checkIn' })).toEqual(namedLink('checkIn'));
  });
});

const events: Array<[EventKind, string]> = [
  ['bargain', 'page'],
  ['seckill', 'page'],
  ['group', 'page'],
  ['discount', 'page'],
  ['purchaseReward', 'purchaseReward'],
  ['splitCoupon', 'page'],
  ['blindBox', 'page'],
  ['presale', 'page'],
];

/** Every rule of SPEC §2 "detail link rules by type", one link each, with the feature of its page. */
const detailCases: Array<[string, DetailLink, string]> = [
  ['goods', { type: 'goods', id: 7 }, 'page'],
  ['combo goods', { type: 'goods', id: 'c3' }, 'page'],
  ['service goods', { type: 'goods', id: 7, goodsType: 1 }, 'page'],
  ['pass-card goods', { type: 'goods', id: 7, goodsType: 3 }, 'passCards'],
  ['course goods', { type: 'goods', id: 7, goodsType: 4 }, 'page'],
  ['scan-order goods', { type: 'goods', id: 7, goodsType: 10 }, 'page'],
  ['category', { type: 'category', uid: 31, name: 'Tea' }, 'page'],
  ...[10, 11, 12].map((uid): [string, DetailLink, string] => [
    `system folder ${uid}`,
    { type: 'category', uid },
    'page',
  ]),
  ['tag', { type: 'tag', uid: 4, name: 'New' }, 'tag'],
  ['ticket', { type: 'ticket', id: 5 }, 'page'],
  ['package', { type: 'package', id: 6 }, 'page'],
  ['prepaid card', { type: 'card', id: 8, card: 'prepaid' }, 'page'],
  ['pass card', { type: 'card', id: 8, card: 'pass' }, 'passCards'],
  ...events.map(([event, feature]): [string, DetailLink, string] => [
    `event ${event}`,
    { type: 'event', event, id: 9, productId: 2 },
    feature,
  ]),
  ['custom page', { type: 'page', id: 3, name: 'Autumn' }, 'customPages'],
  ['custom page by url', { type: 'url', url: 'https://shop.example/PageDefine/3' }, 'customPages'],
  ['guider', { type: 'guider', id: 12 }, 'page'],
  ['teacher', { type: 'teacher', id: 13 }, 'college'],
  ['course category', { type: 'courseCategory', id: 14 }, 'college'],
  ['internal url', { type: 'url', url: '/subpackages/balance/recharge?x=1' }, 'page'],
  ['web url', { type: 'url', url: 'https://example.com/a', title: 'A' }, 'webPages'],
  ['urlpay', { type: 'urlpay', url: 'https://pay.example/x' }, 'page'],
];

describe('the detail-link rules', () => {
  it.each(detailCases)('%s opens its page or says its feature is missing', (label, link, feature) => {
    expectOpens(detailLink(link, { storeId: 1 }), feature, label);
  });

  it('opens a knowledge-site url in the college viewer', () => {
    const link = detailLink(
      { type: 'url', url: 'https://learn.example.com/c/1' },
      { storeId: 4, knowledgeHosts: ['example.com'] },
    );
    expect(link.path).toBe('/pages/college/college');
    expectOpens(link, 'college', 'knowledge url');
  });
});

describe('the notification deep links', () => {
  const cases: Array<[Parameters<typeof notificationLink>[0], string]> = [
    [{ kind: 'orderDetail', orderno: 'A1' }, 'page'],
    [{ kind: 'myCoupon', singletype: 0 }, 'page'],
    [{ kind: 'myCoupon', singletype: 1 }, 'page'],
    [{ kind: 'myCoupon', singletype: 2 }, 'page'],
    [{ kind: 'promotionCard', code: 'Z' }, 'page'],
    [{ kind: 'wkbin', sceneid: 's' }, 'sceneCodes'],
    [{ kind: 'categoryHome' }, 'page'],
    [{ kind: 'account' }, 'page'],
  ];
  it.each(cases)('%o opens its page or says its feature is missing', (link, feature) => {
    expectOpens(notificationLink(link), feature, link.kind);
  });
});
