import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  enterpriseChatSupport,
  nativeAppVersion,
  wechatVersion,
} from './client-capabilities.ts';

const ios = (v: string) => `Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 AmberShopApp/iOS/${v}`;
const wechat = (v: string) => `Mozilla/5.0 (iPhone) MicroMessenger/${v}(0x18002f2f) NetType/WIFI miniProgram`;

describe('client capabilities', () => {
  it('compares dotted versions part by part', () => {
    expect(compareVersions('3.0.0', '3.0')).toBe(0);
    expect(compareVersions('3.10.0', '3.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.99', '3.0.0')).toBeLessThan(0);
  });

  it('reads the host versions from the user agent', () => {
    expect(nativeAppVersion(ios('3.2.0'))).toBe('3.2.0');
    expect(nativeAppVersion('Mozilla/5.0 (Linux; Android 14) AmberShopApp/Android/2.9')).toBe('2.9');
    expect(nativeAppVersion('Mozilla/5.0 AmberShopApp/iOS')).toBeNull();
    expect(wechatVersion(wechat('8.0.47'))).toBe('8.0.47');
    expect(wechatVersion('Mozilla/5.0 Safari/604.1')).toBeNull();
  });

  it('opens the enterprise chat through the wrapper from app 3.0.0, else asks to update the app', () => {
    expect(enterpriseChatSupport('native', ios('3.0.0'), false)).toEqual({ supported: true, via: 'bridge' });
    expect(enterpriseChatSupport('native', ios('2.8.5'), false)).toEqual({
      supported: false,
      reason: 'outdatedApp',
    });
    expect(enterpriseChatSupport('native', 'AmberShopApp/iOS', false)).toEqual({
      supported: false,
      reason: 'outdatedApp',
    });
  });

  it('opens it in the mini-program from WeChat 8.0.0 with the host bridge, else asks to update WeChat', () => {
    expect(enterpriseChatSupport('miniprogram', wechat('8.0.47'), true)).toEqual({
      supported: true,
      via: 'miniProgram',
    });
    expect(enterpriseChatSupport('miniprogram', wechat('7.0.22'), true).supported).toBe(false);
    expect(enterpriseChatSupport('miniprogram', wechat('8.0.47'), false)).toEqual({
      supported: false,
      reason: 'outdatedWechat',
    });
  });

  it('cannot open it on a plain web page', () => {
    expect(enterpriseChatSupport('web', 'Mozilla/5.0 Safari/604.1', false)).toEqual({
      supported: false,
      reason: 'web',
    });
  });
});
