import { describe, expect, it } from 'vitest';
import { notificationTypes, openNotification } from './notification-payload.ts';
import { routePaths } from './routes.ts';

const extra = (customType: unknown, customExt?: unknown, domain?: unknown) => ({
  extra: { customType, customExt, domain },
});

describe('notification payloads by customType', () => {
  it('opens each of the ten types on its page', () => {
    const cases: [number, string, string, Record<string, string>][] = [
      [0, '', '/pages/index/index', {}],
      [1, '202611250001', '/subpackages/orderhistory/orderDetail', { orderno: '202611250001' }],
      [2, '', '/subpackages/coupons/myCoupon', { singletype: '0' }],
      [3, '', '/subpackages/coupons/myCoupon', { singletype: '1' }],
      [4, '', '/subpackages/coupons/myCoupon', { singletype: '2' }],
      [5, 'PC-88', '/subpackages/coupons/couponPromotionCardDetails', { code: 'PC-88' }],
      [6, 'ab12', '/pages/wkbin/wkbin', { sceneid: 'ab12' }],
      [7, '', '/subpackages/category/pages/home/index', {}],
      [8, '', '/subpackages/account/account', {}],
      [9, '/subpackages/balance/recharge?from=push', '/subpackages/balance/recharge', { from: 'push' }],
    ];
    expect(cases.map((c) => c[0])).toEqual(notificationTypes.map((_, i) => i));
    for (const [type, ext, path, query] of cases) {
      const opened = openNotification(extra(type, ext));
      expect(opened, `customType ${type}`).toMatchObject({ ok: true, type: notificationTypes[type] });
      if (!opened.ok) continue;
      expect(opened.target.path).toBe(path);
      expect(opened.target.query).toEqual(query);
      expect(routePaths).toContain(path);
    }
  });

  it('accepts the type as a digit string, a numeric ext and the extra as a JSON string', () => {
    expect(openNotification(extra('1', 2026112500))).toMatchObject({
      ok: true,
      target: { query: { orderno: '2026112500' } },
    });
    const asString = { extra: JSON.stringify({ customType: 8 }) };
    expect(openNotification(asString)).toMatchObject({ ok: true, type: 'account' });
    expect(openNotification({ customType: 7 })).toMatchObject({ ok: true, type: 'categoryHome' });
  });

  it('refuses payloads of the wrong shape or type', () => {
    for (const bad of [null, undefined, 'x', 3, { extra: 'not json' }, { extra: null }]) {
      expect(openNotification(bad)).toMatchObject({ ok: false });
    }
    for (const type of [-1, 10, 1.5, '12', 'one', null, undefined, true]) {
      expect(openNotification(extra(type, '123456')), String(type)).toEqual({
        ok: false,
        reason: 'customType',
      });
    }
  });

  it('refuses a type whose ext is missing or malformed', () => {
    for (const [type, ext] of [
      [1, undefined],
      [1, 'abc'],
      [1, '123'],
      [5, ''],
      [5, 'has space'],
      [6, 'x'.repeat(65)],
      [9, 'https://evil.example/x'],
      [9, '/subpackages/../x'],
      [9, 'javascript:alert(1)'],
    ] as const) {
      expect(openNotification(extra(type, ext)), `${type} ${ext}`).toEqual({
        ok: false,
        reason: 'customExt',
      });
    }
  });

  it('keeps payloads of its own domain and refuses another host', () => {
    const mine = openNotification(extra(8, '', 'https://shop.example.com/'), 'shop.example.com');
    expect(mine).toMatchObject({ ok: true, domain: 'https://shop.example.com/' });
    expect(openNotification(extra(8, '', 'SHOP.example.com'), 'shop.example.com:443')).toMatchObject({
      ok: true,
    });
    expect(openNotification(extra(8, '', 'other.example.com'), 'shop.example.com')).toEqual({
      ok: false,
      reason: 'domain',
    });
    expect(openNotification(extra(8, '', ''), 'shop.example.com')).toMatchObject({ ok: true, domain: null });
  });
});
