import { describe, expect, it } from 'vitest';
import { errorCatalogue, fillMessage } from './errors.ts';

describe('fillMessage', () => {
  it('fills plain placeholders as they are given', () => {
    expect(fillMessage('库存不足，当前库存{Stock}', { Stock: 3 })).toBe('库存不足，当前库存3');
    expect(fillMessage('请填写{Name}', {})).toBe('请填写{Name}');
  });

  it('shows an amount with 2 decimals and the sign, from a number or a text (SPEC §1, issue 28)', () => {
    const template = errorCatalogue.TABLE_MIN_SPEND_CONFIRM.zh;
    expect(fillMessage(template, { Amount: 30 })).toBe('未达到本桌最低消费¥30.00，确定下单吗？');
    expect(fillMessage(errorCatalogue.TOP_UP_AMOUNT_TOO_LOW.zh, { Min: '0.5' })).toBe(
      '充值金额不能低于¥0.50',
    );
    expect(fillMessage(errorCatalogue.ORDER_BELOW_MINIMUM.zh, { Amount: 19.999 })).toBe(
      '未达到起订金额¥20.00',
    );
    expect(fillMessage('{Amount:money}', { Amount: 'n/a' })).toBe('n/a');
  });

  it('has no message that writes a currency by hand: every amount goes through {Name:money}', () => {
    const byHand = Object.entries(errorCatalogue).filter(([, e]) => /[元¥$]/.test(e.zh));
    expect(byHand).toEqual([]);
  });
});
