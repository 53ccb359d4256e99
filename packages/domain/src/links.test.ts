import { describe, expect, it } from 'vitest';
import {
  appendQuery,
  categoryLink,
  detailLink,
  goodsLink,
  namedLink,
  namedLinkNames,
  notificationLink,
  urlLink,
} from './links.ts';
import { routePaths, unlistedPaths } from './routes.ts';

const known = new Set([...routePaths, ...Object.values(unlistedPaths)]);

describe('goods links', () => {
  it('sends c-prefixed ids to the combo page', () => {
    expect(goodsLink('c123')).toEqual({
      path: '/subpackages/shopping/combo',
      query: { comboid: '123' },
      tab: false,
    });
    expect(goodsLink('C9', 1).path).toBe('/subpackages/shopping/combo');
  });
  it('picks the detail page by goods type', () => {
    expect(goodsLink(5, 1)).toMatchObject({ path: '/pages/detail/index', query: { goodsType: '1' } });
    expect(goodsLink(5, 3)).toMatchObject({
      path: '/subpackages/coupons/buyPassDetails',
      query: { id: '5' },
    });
    expect(goodsLink(5, 4)).toMatchObject({ path: '/pages/detail/index', query: { goodsType: '4' } });
    expect(goodsLink(5, 10)).toMatchObject({
      path: '/pages/detail/index',
      query: { productid: '5', goodsType: '10' },
    });
    expect(goodsLink(77)).toEqual({
      path: '/subpackages/shopping/details',
      query: { productid: '77' },
      tab: false,
    });
    expect(goodsLink(77, 2).path).toBe('/subpackages/shopping/details');
  });
});

describe('category links', () => {
  it('maps the system folders to their searches', () => {
    expect(categoryLink(10).query).toEqual({ type: 'combo', categoryUids: '10' });
    expect(categoryLink('11').query).toEqual({ type: 'hotsale', categoryUids: '11' });
    expect(categoryLink(12).query).toEqual({ type: 'onsale', categoryUids: '12' });
  });
  it('searches other categories by name and uid', () => {
    expect(categoryLink(150, 'Tea')).toEqual({
      path: '/subpackages/category/pages/home/search',
      query: { name: 'Tea', categoryUids: '150' },
      tab: false,
    });
  });
});

describe('url links', () => {
  it('opens custom pages by their PageDefine id', () => {
    expect(urlLink('https://x.example/PageDefine/42')).toMatchObject({
      path: '/subpackages/customize/definePage/definePage',
      query: { pageid: '42' },
    });
  });
  it('sends knowledge-site hosts to the college page with the store id', () => {
    const link = urlLink('https://learn.example.com/course?a=1#top', '', {
      storeId: 1001,
      knowledgeHosts: ['example.com'],
    });
    expect(link.path).toBe('/pages/college/college');
    expect(link.query.url).toBe('https://learn.example.com/course?a=1&storeid=1001#top');
  });
  it('opens other hosts in the web page with the title', () => {
    expect(urlLink('https://other.example.org/x', 'News', { knowledgeHosts: ['example.com'] })).toEqual({
      path: '/pages/web/web',
      query: { url: 'https://other.example.org/x', title: 'News' },
      tab: false,
    });
  });
  it('keeps internal paths and their query', () => {
    expect(urlLink('/subpackages/account/account?from=banner')).toEqual({
      path: '/subpackages/account/account',
      query: { from: 'banner' },
      tab: true,
    });
  });
  it('appends query parameters correctly', () => {
    expect(appendQuery('https://a.b/c', { x: '1' })).toBe('https://a.b/c?x=1');
    expect(appendQuery('https://a.b/c?', { x: '1' })).toBe('https://a.b/c?x=1');
    expect(appendQuery('https://a.b/c?y=2#h', { x: 'a b' })).toBe('https://a.b/c?y=2&x=a%20b#h');
    expect(appendQuery('https://a.b/c', {})).toBe('https://a.b/c');
  });
});

describe('other detail links', () => {
  it('resolves cards by kind', () => {
    expect(detailLink({ type: 'card', id: 3, card: 'prepaid' }).path).toBe(
      '/subpackages/coupons/buyPrepaidCardDetails',
    );
    expect(detailLink({ type: 'card', id: 3, card: 'pass' }).path).toBe(
      '/subpackages/coupons/buyPassDetails',
    );
  });
  it('splits coupons by rule id and carries the product of an event', () => {
    expect(detailLink({ type: 'event', event: 'splitCoupon', id: 8 })).toMatchObject({
      path: '/subpackages/coupons/shareCouponGift',
      query: { ruleid: '8' },
    });
    expect(detailLink({ type: 'event', event: 'seckill', id: 2, productId: 40 }).query).toEqual({
      id: '2',
      productid: '40',
    });
    expect(detailLink({ type: 'event', event: 'discount', id: 1 }).query.t).toBe('PromotionProductDiscount');
  });
  it('opens custom pages, tickets, packages and pay urls', () => {
    expect(detailLink({ type: 'page', id: 9, name: 'Summer' }).query).toEqual({
      pageid: '9',
      pagename: 'Summer',
    });
    expect(detailLink({ type: 'ticket', id: 4 }).path).toBe('/subpackages/coupons/buyCouponDetails');
    expect(detailLink({ type: 'package', id: 4 }).path).toBe('/subpackages/coupons/buyGiftDetails');
    expect(detailLink({ type: 'urlpay', url: 'https://pay.example/x' }).path).toBe('/pages/web/webpay');
    expect(detailLink({ type: 'goods', id: 'c1' }).path).toBe('/subpackages/shopping/combo');
  });
});

describe('named links', () => {
  it('resolve every name to a listed or agreed unlisted page', () => {
    for (const name of namedLinkNames) expect(known.has(namedLink(name).path), name).toBe(true);
  });
  it('marks tab pages and merges parameters', () => {
    expect(namedLink('cart').tab).toBe(true);
    expect(namedLink('home').tab).toBe(true);
    expect(namedLink('recharge').tab).toBe(false);
    expect(namedLink('joinGroup').query).toEqual({ mode: '1' });
    expect(namedLink('pointsMallCouponsPrice').query).toEqual({ type: 'coupons', price: '1' });
    expect(namedLink('promotions', { t: 'PromotionGift' }).query).toEqual({ t: 'PromotionGift' });
    expect(namedLink('training', { displayType: '2' }).query).toEqual({ displayType: '2' });
    expect(namedLink('memberUpgrade').query).toEqual({ type: 'update' });
  });
});

describe('notification links', () => {
  it('resolves each kind', () => {
    expect(notificationLink({ kind: 'orderDetail', orderno: 'A1' })).toMatchObject({
      path: '/subpackages/orderhistory/orderDetail',
      query: { orderno: 'A1' },
    });
    expect(notificationLink({ kind: 'myCoupon', singletype: 2 }).query).toEqual({ singletype: '2' });
    expect(notificationLink({ kind: 'promotionCard', code: 'Z' }).query).toEqual({ code: 'Z' });
    expect(notificationLink({ kind: 'wkbin', sceneid: 's' }).path).toBe('/pages/wkbin/wkbin');
    expect(notificationLink({ kind: 'categoryHome' }).path).toBe('/subpackages/category/pages/home/index');
    expect(notificationLink({ kind: 'account' }).tab).toBe(true);
  });
});
