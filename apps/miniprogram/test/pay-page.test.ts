import { describe, expect, it } from 'vitest';
import { installWx } from './fake-wx.ts';

const payment = {
  timeStamp: '1764067200',
  nonceStr: 'n0nceN0nce12',
  package: 'prepay_id=pp_0123456789abcdef',
  signType: 'HMAC-SHA256',
  paySign: 'c2lnbmF0dXJlLW9mLXRoZS1zYW5kYm94',
};
const done = '/subpackages/shopping/receipt?orderno=A100&localOrderNo=L0000001';
const back = '/subpackages/orderhistory/orderDetail?orderno=A100';
/** The page options as WeChat gives them: the URL's query, still encoded. */
const options = (extra: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries({ ...payment, done, back, ...extra }).map(([k, v]) => [k, encodeURIComponent(v)]),
  );

describe('pages/pay/pay', () => {
  it('pays with the payload it was handed and goes back to the result route', () => {
    const rt = installWx({ language: 'zh_CN' });
    const page = rt.page('pages/pay/pay.js');
    page.onLoad(options());
    expect(rt.callsOf('setNavigationBarTitle')[0]).toMatchObject({ title: '支付' });
    expect(rt.callsOf('requestPayment')[0]).toMatchObject(payment);
    expect(rt.app().globalData.webReturn).toEqual({
      path: '/subpackages/shopping/receipt',
      query: { orderno: 'A100', localOrderNo: 'L0000001', payResult: 'paid' },
    });
    expect(rt.callsOf('navigateBack')).toHaveLength(1);
  });

  it('goes back to the order when the shopper closes the cashier', () => {
    const rt = installWx({ payment: { ok: false, err: { errMsg: 'requestPayment:fail cancel' } } });
    const page = rt.page('pages/pay/pay.js');
    page.onLoad(options());
    expect(rt.app().globalData.webReturn).toEqual({
      path: '/subpackages/orderhistory/orderDetail',
      query: { orderno: 'A100', payResult: 'cancelled' },
    });
  });

  it('stays on a failure with retry and back, in the WeChat language', () => {
    const rt = installWx({
      language: 'zh_HK',
      payment: { ok: false, err: { errMsg: 'requestPayment:fail sign error' } },
    });
    const page = rt.page('pages/pay/pay.js');
    page.onLoad(options());
    expect(page.data).toMatchObject({ state: 'failed', detail: 'requestPayment:fail sign error' });
    expect(page.data).toMatchObject({ texts: { payRetry: '重新付款' } });
    expect(rt.callsOf('navigateBack')).toHaveLength(0);
    rt.script.payment = { ok: true };
    page.retry();
    expect(rt.callsOf('requestPayment')).toHaveLength(2);
    expect(rt.app().globalData.webReturn?.query.payResult).toBe('paid');
  });

  it('gives up to the order with payResult=failed', () => {
    const rt = installWx({ payment: { ok: false, err: { errMsg: 'requestPayment:fail' } } });
    const page = rt.page('pages/pay/pay.js');
    page.onLoad(options());
    page.giveUp();
    expect(rt.app().globalData.webReturn?.query).toEqual({
      orderno: 'A100',
      payResult: 'failed',
    });
  });

  it.each([
    ['a missing sign', { paySign: '' }],
    ['a package that is not a prepay id', { package: 'prepay_id=x' }],
    ['an unknown sign type', { signType: 'NONE' }],
    ['a return route off the web app', { done: 'https://evil.example.com/' }],
    ['a return route with a scheme', { back: 'javascript:alert(1)' }],
  ])('refuses %s without calling the cashier', (_name, extra) => {
    const rt = installWx();
    const page = rt.page('pages/pay/pay.js');
    page.onLoad(options(extra));
    expect(page.data.state).toBe('invalid');
    expect(rt.callsOf('requestPayment')).toHaveLength(0);
    page.giveUp();
    expect(rt.callsOf('navigateBack')).toHaveLength(1);
  });

  it('opens the web-view afresh on the result route when it was the first page (nothing to go back to)', () => {
    const rt = installWx({
      navigateBack: { ok: false, err: { errMsg: 'navigateBack:fail cannot navigate back at first page.' } },
    });
    const page = rt.page('pages/pay/pay.js');
    page.onLoad(options());
    expect(rt.callsOf('redirectTo')[0]?.url).toBe(
      `/pages/web/web?path=${encodeURIComponent('/subpackages/shopping/receipt?orderno=A100&localOrderNo=L0000001&payResult=paid')}`,
    );
    expect(rt.app().globalData.webReturn).toBeNull();
  });
});

describe('pages/service/chat', () => {
  it('opens the store’s enterprise chat with the url the web app gave', () => {
    const rt = installWx();
    const page = rt.page('pages/service/chat.js');
    rt.config().serviceCorpId = 'ww0123456789abcdef';
    page.onLoad({ url: encodeURIComponent('https://work.weixin.qq.com/kfid/kf1') });
    expect(rt.callsOf('openCustomerServiceChat')[0]).toMatchObject({
      corpId: 'ww0123456789abcdef',
      extInfo: { url: 'https://work.weixin.qq.com/kfid/kf1' },
    });
    expect(rt.callsOf('navigateBack')).toHaveLength(1);
  });

  it('says the chat is unavailable when the store has none, and goes back', () => {
    const rt = installWx({ language: 'en' });
    const page = rt.page('pages/service/chat.js');
    rt.config().serviceCorpId = '';
    page.onLoad({ url: encodeURIComponent('https://work.weixin.qq.com/kfid/kf1') });
    expect(rt.callsOf('openCustomerServiceChat')).toHaveLength(0);
    expect(rt.callsOf('showModal')[0]?.content).toContain('not available');
    expect(rt.callsOf('navigateBack')).toHaveLength(1);
  });
});

describe('the web app’s hand-over and the pay page agree', () => {
  it('pays what the web app hands over and returns to the routes it named', async () => {
    // The web app's module, loaded by a computed name so this project's type-check stays out of the web's.
    const webModule = '../../web/src/features/payment/api/mini-program-pay.ts';
    const { miniProgramPayUrl, payReturnRoutes } = (await import(webModule)) as {
      miniProgramPayUrl: (payload: typeof payment, routes: { done: string; back: string }) => string;
      payReturnRoutes: (started: { orderNo: string; localOrderNo: string }) => { done: string; back: string };
    };
    const started = { orderNo: '2025010100007', localOrderNo: '2025010100007-x1y2' };
    const url: string = miniProgramPayUrl(payment, payReturnRoutes(started));
    const [pagePath, search] = url.split('?') as [string, string];
    expect(pagePath.slice(1)).toBe('pages/pay/pay');
    // WeChat hands the page its query as it stands in the address: split, not decoded.
    const options = Object.fromEntries(search.split('&').map((part) => part.split('=') as [string, string]));
    const rt = installWx();
    rt.page('pages/pay/pay.js').onLoad(options);
    expect(rt.callsOf('requestPayment')[0]).toMatchObject(payment);
    expect(rt.app().globalData.webReturn).toEqual({
      path: '/subpackages/shopping/receipt',
      query: { orderno: '2025010100007', localOrderNo: '2025010100007-x1y2', payResult: 'paid' },
    });
  });
});
