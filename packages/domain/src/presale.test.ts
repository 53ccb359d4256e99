import { describe, expect, it } from 'vitest';
import {
  depositLapsesAt,
  depositRefusal,
  finalPaymentRefusal,
  type PresaleSettings,
  presaleFinalAmount,
  presaleSettingsProblem,
  presaleStage,
  presaleTotalPaid,
} from './presale.ts';

const SHANGHAI = 'Asia/Shanghai';
const MADRID = 'Europe/Madrid';
const LIFE = 15 * 60_000;
const ms = (d: Date, n: number) => new Date(d.getTime() + n);

/** A Double 11 pre-sale on the Shanghai clock: deposit ¥10 counting as ¥30 on a ¥199 item. */
const shanghai: PresaleSettings = {
  price: 19_900,
  deposit: 1_000,
  depositWorth: 3_000,
  depositStartsAt: new Date('2026-10-20T20:00:00+08:00'),
  depositEndsAt: new Date('2026-11-11T00:00:00+08:00'),
  finalStartsAt: new Date('2026-11-11T00:00:00+08:00'),
  finalEndsAt: new Date('2026-11-12T00:00:00+08:00'),
  shipsOn: '2026-11-12',
  lapsedDeposit: 'forfeit',
};

describe('presaleSettingsProblem', () => {
  it('accepts touching windows and a ship day starting as the final window closes', () => {
    expect(presaleSettingsProblem(shanghai, SHANGHAI)).toBeNull();
  });

  it.each([
    [{ price: 0 }, { field: 'price', reason: 'not_positive' }],
    [{ deposit: 0 }, { field: 'deposit', reason: 'not_positive' }],
    [{ deposit: 19_900 }, { field: 'deposit', reason: 'not_below_price' }],
    [{ depositWorth: 999 }, { field: 'depositWorth', reason: 'below_deposit' }],
    [{ depositWorth: 19_901 }, { field: 'depositWorth', reason: 'above_price' }],
    [{ depositEndsAt: shanghai.depositStartsAt }, { field: 'depositEndsAt', reason: 'not_after_start' }],
    [
      { finalStartsAt: ms(shanghai.depositEndsAt, -1) },
      { field: 'finalStartsAt', reason: 'before_deposit_end' },
    ],
    [{ finalEndsAt: shanghai.finalStartsAt }, { field: 'finalEndsAt', reason: 'not_after_start' }],
    [{ shipsOn: '2026-11-11' }, { field: 'shipsOn', reason: 'before_final_end' }],
    [{ shipsOn: '12/11/2026' }, { field: 'shipsOn', reason: 'malformed' }],
    [{ shipsOn: '2026-13-01' }, { field: 'shipsOn', reason: 'malformed' }],
    [{ shipsOn: '2026-02-30' }, { field: 'shipsOn', reason: 'malformed' }],
  ] as const)('names the wrong setting of %o', (change, problem) => {
    expect(presaleSettingsProblem({ ...shanghai, ...change }, SHANGHAI)).toEqual(problem);
  });

  it("reads the ship day on the store's calendar, not UTC's", () => {
    // The final window closes at 04:00 on the 20th in Shanghai, still the 19th in UTC.
    const s = { ...shanghai, finalEndsAt: new Date('2026-11-19T20:00:00Z'), shipsOn: '2026-11-20' };
    expect(presaleSettingsProblem(s, SHANGHAI)).toEqual({ field: 'shipsOn', reason: 'before_final_end' });
    expect(presaleSettingsProblem(s, 'UTC')).toBeNull();
  });
});

describe('presaleFinalAmount', () => {
  it('takes the deposit at its worth off the price', () => {
    expect(presaleFinalAmount(shanghai)).toBe(16_900);
    expect(presaleFinalAmount(shanghai, 2)).toBe(33_800);
    expect(presaleTotalPaid(shanghai, 2)).toBe(35_800);
  });

  it('is 0, never below, when the worth reaches or passes the price', () => {
    expect(presaleFinalAmount({ price: 3_000, depositWorth: 3_000 })).toBe(0);
    expect(presaleFinalAmount({ price: 2_000, depositWorth: 3_000 })).toBe(0);
  });
});

describe('pay windows in Asia/Shanghai', () => {
  it('takes the deposit from its first instant to the last before midnight', () => {
    expect(depositRefusal(shanghai, ms(shanghai.depositStartsAt, -1))).toBe('PRESALE_DEPOSIT_NOT_STARTED');
    expect(depositRefusal(shanghai, shanghai.depositStartsAt)).toBeNull();
    expect(depositRefusal(shanghai, new Date('2026-11-10T23:59:59.999+08:00'))).toBeNull();
    expect(depositRefusal(shanghai, new Date('2026-11-11T00:00:00+08:00'))).toBe('PRESALE_DEPOSIT_ENDED');
  });

  it('takes the rest only inside the final window', () => {
    expect(finalPaymentRefusal(shanghai, new Date('2026-11-10T23:59:59.999+08:00'))).toBe(
      'PRESALE_FINAL_NOT_STARTED',
    );
    expect(finalPaymentRefusal(shanghai, new Date('2026-11-11T00:00:00+08:00'))).toBeNull();
    expect(finalPaymentRefusal(shanghai, new Date('2026-11-11T23:59:59.999+08:00'))).toBeNull();
    expect(finalPaymentRefusal(shanghai, new Date('2026-11-12T00:00:00+08:00'))).toBe('PRESALE_FINAL_ENDED');
  });
});

describe('pay windows in Europe/Madrid across DST', () => {
  // Spring forward on 29 March 2026 (02:00 → 03:00), fall back on 25 October 2026 (03:00 → 02:00).
  const madrid: PresaleSettings = {
    ...shanghai,
    depositStartsAt: new Date('2026-03-20T10:00:00+01:00'),
    depositEndsAt: new Date('2026-03-29T03:00:00+02:00'),
    finalStartsAt: new Date('2026-10-25T00:00:00+02:00'),
    finalEndsAt: new Date('2026-10-26T00:00:00+01:00'),
    shipsOn: '2026-10-26',
  };

  it('closes the deposit at 03:00 summer time, the instant after 01:59:59 winter time', () => {
    expect(presaleSettingsProblem(madrid, MADRID)).toBeNull();
    expect(depositRefusal(madrid, new Date('2026-03-29T01:59:59.999+01:00'))).toBeNull();
    expect(depositRefusal(madrid, new Date('2026-03-29T01:00:00Z'))).toBe('PRESALE_DEPOSIT_ENDED');
  });

  it('keeps the final window open the whole 25-hour day of the change', () => {
    expect(madrid.finalEndsAt.getTime() - madrid.finalStartsAt.getTime()).toBe(25 * 3_600_000);
    expect(finalPaymentRefusal(madrid, new Date('2026-10-25T02:30:00+02:00'))).toBeNull();
    expect(finalPaymentRefusal(madrid, new Date('2026-10-25T02:30:00+01:00'))).toBeNull();
    expect(finalPaymentRefusal(madrid, new Date('2026-10-25T23:59:59.999+01:00'))).toBeNull();
    expect(finalPaymentRefusal(madrid, new Date('2026-10-26T00:00:00+01:00'))).toBe('PRESALE_FINAL_ENDED');
  });

  it('ships on the next day of the Madrid calendar at the earliest', () => {
    expect(presaleSettingsProblem({ ...madrid, shipsOn: '2026-10-25' }, MADRID)).toEqual({
      field: 'shipsOn',
      reason: 'before_final_end',
    });
    const spring = { ...madrid, finalEndsAt: new Date('2026-03-30T00:00:00+02:00'), shipsOn: '2026-03-30' };
    expect(presaleSettingsProblem({ ...spring, finalStartsAt: spring.depositEndsAt }, MADRID)).toBeNull();
  });
});

describe('presaleStage and the lapsed deposit', () => {
  const paid = { deposit: true, final: false };

  it('walks from the deposit to the final payment due', () => {
    expect(presaleStage(shanghai, { deposit: false, final: false }, shanghai.depositStartsAt, LIFE)).toBe(
      'awaiting_deposit',
    );
    expect(presaleStage(shanghai, paid, ms(shanghai.finalStartsAt, -1), LIFE)).toBe('deposit_paid');
    expect(presaleStage(shanghai, paid, shanghai.finalStartsAt, LIFE)).toBe('final_payment_due');
    expect(presaleStage(shanghai, { deposit: true, final: true }, shanghai.finalEndsAt, LIFE)).toBe(
      'ships_on_date',
    );
  });

  it('lapses only once an order placed at the last instant can no longer be paid', () => {
    const lapse = depositLapsesAt(shanghai, LIFE);
    expect(lapse).toEqual(new Date('2026-11-12T00:15:00+08:00'));
    expect(presaleStage(shanghai, paid, shanghai.finalEndsAt, LIFE)).toBe('awaiting_lapse');
    expect(presaleStage(shanghai, paid, ms(lapse, -1), LIFE)).toBe('awaiting_lapse');
    expect(presaleStage(shanghai, paid, lapse, LIFE)).toBe('deposit_forfeited');
    expect(presaleStage({ ...shanghai, lapsedDeposit: 'refund' }, paid, lapse, LIFE)).toBe(
      'deposit_refunded',
    );
  });
});
