// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMiniProgramHost } from '../../../lib/mini-program.ts';
import { router } from '../../../lib/router/use-route.tsx';
import { handOverToMiniProgram, miniProgramPayUrl, payReturnRoutes } from './mini-program-pay.ts';

vi.mock('../../../lib/platform.ts', () => ({
  platform: { kind: 'miniprogram', os: null, deviceType: null },
}));

const wechat = {
  timeStamp: '1764067200',
  nonceStr: 'n0nce',
  package: 'prepay_id=pp_0123456789',
  signType: 'HMAC-SHA256',
  paySign: 'c2ln+/=',
};
const started = {
  orderNo: '2025010100007',
  localOrderNo: '2025010100007-x1y2',
  payMethod: 4,
  amount: 12,
  wechat,
  alipay: null,
  webPayPath:
    '/pages/web/webpay?prepayId=pp_0123456789&orderNo=2025010100007&localOrderNo=2025010100007-x1y2',
};

/** The query of a pay page address, decoded as the shell's pay page decodes it. */
const optionsOf = (url: string) =>
  Object.fromEntries(
    url
      .split('?')[1]!
      .split('&')
      .map((part) => part.split('=').map(decodeURIComponent) as [string, string]),
  );

afterEach(() => {
  delete (window as { wx?: unknown }).wx;
  resetMiniProgramHost();
});

describe('payReturnRoutes', () => {
  it('returns to the receipt with the local order number, or to the order saying it was not paid', () => {
    expect(payReturnRoutes(started)).toEqual({
      done: '/subpackages/shopping/receipt?orderno=2025010100007&localOrderNo=2025010100007-x1y2',
      back: '/subpackages/orderhistory/orderDetail?orderno=2025010100007&payCancelled=1',
    });
  });

  it('returns to the page that started the payment when it names one of this app, else ignores it', () => {
    const routes = payReturnRoutes(started, '/subpackages/account/customerLevel?type=update');
    expect(routes.done).toBe(
      '/subpackages/account/customerLevel?type=update&orderno=2025010100007&localOrderNo=2025010100007-x1y2',
    );
    expect(routes.back).toBe(
      '/subpackages/account/customerLevel?type=update&orderno=2025010100007&payCancelled=1',
    );
    expect(payReturnRoutes(started, 'https://evil.example.com/').done).toMatch(
      /^\/subpackages\/shopping\/receipt\?/,
    );
  });
});

describe('miniProgramPayUrl', () => {
  it('carries the wechat-type payload and both routes, each value encoded once', () => {
    const url = miniProgramPayUrl(wechat, payReturnRoutes(started));
    expect(url.startsWith('/pages/pay/pay?')).toBe(true);
    expect(optionsOf(url)).toEqual({
      ...wechat,
      done: '/subpackages/shopping/receipt?orderno=2025010100007&localOrderNo=2025010100007-x1y2',
      back: '/subpackages/orderhistory/orderDetail?orderno=2025010100007&payCancelled=1',
    });
  });
});

describe('handOverToMiniProgram', () => {
  it('opens the shell’s pay page and leaves this page on the unpaid order', async () => {
    const navigateTo = vi.fn();
    window.wx = { miniProgram: { navigateTo, postMessage: vi.fn() } };
    await expect(handOverToMiniProgram(started)).resolves.toBe(true);
    expect(navigateTo).toHaveBeenCalledWith({ url: miniProgramPayUrl(wechat, payReturnRoutes(started)) });
    expect(router.current()).toMatchObject({
      path: '/subpackages/orderhistory/orderDetail',
      query: { orderno: '2025010100007' },
    });
  });

  it('declines an alipay-type payment: the web cashier takes it', async () => {
    window.wx = { miniProgram: { navigateTo: vi.fn(), postMessage: vi.fn() } };
    await expect(handOverToMiniProgram({ ...started, wechat: null })).resolves.toBe(false);
  });

  it('declines when WeChat’s JS-SDK cannot be loaded', async () => {
    const appended = vi.spyOn(document.head, 'append').mockImplementation((script) => {
      (script as HTMLScriptElement).onerror?.(new Event('error'));
    });
    await expect(handOverToMiniProgram(started)).resolves.toBe(false);
    expect((appended.mock.calls[0]![0] as HTMLScriptElement).src).toBe(
      'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
    );
    appended.mockRestore();
  });
});
