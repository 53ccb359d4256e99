import { PayCode, thirdPartyCode } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { setLocale, translate } from '../../../lib/i18n/messages.ts';
import { payName } from './pay-method-picker.tsx';

const gateway = (name: string, i = 0) => ({ Code: thirdPartyCode(i), Name: name, DisplayName: name });

describe('payName', () => {
  it('translates UnionPay in every language, under any name the store gives it (issue 28)', async () => {
    const expected = { en: 'UnionPay', es: 'UnionPay', 'zh-CN': '银联支付', 'zh-Hant': '銀聯支付' } as const;
    for (const [locale, name] of Object.entries(expected)) {
      await setLocale(locale as keyof typeof expected);
      for (const given of ['UnionPay', 'unionpay', 'Union Pay', '银联', '銀聯支付'])
        expect(payName(gateway(given), translate), `${locale} ${given}`).toBe(name);
      expect(payName({ Code: PayCode.alipay, Name: 'alipay', DisplayName: '支付宝' }, translate)).not.toBe(
        '',
      );
    }
  });

  it("keeps the store's own name for a gateway the app does not know", async () => {
    await setLocale('zh-Hant');
    expect(payName(gateway('PayPal', 1), translate)).toBe('PayPal');
    expect(payName({ Code: PayCode.wechat, Name: 'wechat', DisplayName: '微信支付' }, translate)).toBe(
      '微信支付',
    );
  });
});
