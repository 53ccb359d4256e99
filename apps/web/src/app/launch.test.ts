import { describe, expect, it } from 'vitest';
import { formatPageOptions, parseLaunch } from './launch.ts';

describe('page options', () => {
  it('merges the search and hash queries with lower-case keys, the hash winning', () => {
    expect(formatPageOptions('https://shop.example/?storeId=1001&a=1#/pages/index/index?a=2&Qrc=x')).toEqual({
      storeid: '1001',
      a: '2',
      qrc: 'x',
    });
  });
  it('unpacks a mini-program scene without overriding explicit options', () => {
    const url = `https://shop.example/?scene=${encodeURIComponent('tableno=7&storeid=5')}&storeid=9`;
    expect(formatPageOptions(url)).toMatchObject({ tableno: '7', storeid: '9' });
  });
  it('handles addresses without a query', () => {
    expect(formatPageOptions('https://shop.example/')).toEqual({});
    expect(formatPageOptions('https://shop.example/#/pages/index/index')).toEqual({});
  });
});

describe('launch rules', () => {
  it('stores the table number and opens scan-code ordering in table-pay mode', () => {
    expect(parseLaunch(formatPageOptions('https://s.example/?tableNo=12'))).toEqual([
      { type: 'storeTableNo', tableNo: '12' },
      { type: 'setOrderMode', mode: 'tablePay' },
      {
        type: 'redirect',
        path: '/subpackages/scanCodeOrder/index',
        query: { tableno: '12', mode: 'tablePay' },
      },
    ]);
  });
  it('sets address-QR mode and opens the category home for qrc', () => {
    expect(parseLaunch({ qrc: 'Q1' })).toEqual([
      { type: 'setOrderMode', mode: 'addressQr', qrc: 'Q1' },
      { type: 'redirect', path: '/subpackages/category/pages/home/index', query: {} },
    ]);
  });
  it('opens wkbin with its scene id', () => {
    expect(parseLaunch(formatPageOptions('https://s.example/#/?redirect=wkbin&sceneid=abc'))).toEqual([
      { type: 'redirect', path: '/pages/wkbin/wkbin', query: { sceneid: 'abc' } },
    ]);
  });
  it('lets a table number win over the other rules, and does nothing without a rule', () => {
    const actions = parseLaunch({ tableno: '3', qrc: 'Q', redirect: 'wkbin' });
    expect(actions.filter((a) => a.type === 'redirect')).toHaveLength(1);
    expect(actions[0]).toEqual({ type: 'storeTableNo', tableNo: '3' });
    expect(parseLaunch({ tableno: '  ', redirect: 'other' })).toEqual([]);
  });
});
