import { errorCatalogue, fillMessage } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { setLocale, translate } from '../i18n/messages.ts';
import { matchKnownMessage, paramsFromMessage } from './known-messages.ts';

describe('known messages', () => {
  it('reads an amount back as the server showed it, so every language prints it as one (issue 28)', async () => {
    const server = fillMessage(errorCatalogue.TABLE_MIN_SPEND_CONFIRM.zh, { Amount: 30 });
    const params = paramsFromMessage('TABLE_MIN_SPEND_CONFIRM', server);
    expect(params).toEqual({ Amount: '¥30.00' });
    const shown = {
      en: 'The table minimum spend of ¥30.00 is not reached yet. Place the order anyway?',
      es: 'Aún no se alcanza el consumo mínimo de la mesa (¥30.00). ¿Hacer el pedido de todos modos?',
      'zh-CN': '未达到本桌最低消费¥30.00，确定下单吗？',
      'zh-Hant': '未達到本桌最低消費¥30.00，確定下單嗎？',
    } as const;
    for (const [locale, text] of Object.entries(shown)) {
      await setLocale(locale as keyof typeof shown);
      expect(translate('errors.TABLE_MIN_SPEND_CONFIRM', params)).toBe(text);
    }
  });

  it('recognises a message with an amount by its text alone', () => {
    expect(matchKnownMessage(fillMessage(errorCatalogue.TOP_UP_AMOUNT_TOO_LOW.zh, { Min: 10 }))).toEqual({
      code: 'TOP_UP_AMOUNT_TOO_LOW',
      params: { Min: '¥10.00' },
    });
  });
});
