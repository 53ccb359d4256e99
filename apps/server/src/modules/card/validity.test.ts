import { describe, expect, it } from 'vitest';
import { cardNumberOf, luhnDigit, newCardNumber } from './card-number.ts';
import {
  cardState,
  cardTab,
  endOfLocalDays,
  firstUseUntil,
  issuedValidity,
  validityOver,
} from './validity.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('card validity on the store calendar', () => {
  it('counts days from purchase as local days: the day of purchase is day 1, the end the midnight after', () => {
    // 21:30 in Shanghai is 13:30 UTC: the local day is the 1st, so a 30-day card ends at the 31st's midnight.
    const at = new Date('2026-03-01T13:30:00Z');
    const v = issuedValidity({ mode: 'days', from: 'purchase', days: 30 }, at, 'Asia/Shanghai');
    expect(iso(v.validFrom)).toBe('2026-03-01T13:30:00.000Z');
    expect(iso(v.validUntil)).toBe('2026-03-30T16:00:00.000Z');
    // 00:30 in Shanghai the next day is still 16:30 UTC of the 1st: already the 2nd locally, one day later.
    const late = issuedValidity(
      { mode: 'days', from: 'purchase', days: 30 },
      new Date('2026-03-01T16:30:00Z'),
      'Asia/Shanghai',
    );
    expect(iso(late.validUntil)).toBe('2026-03-31T16:00:00.000Z');
  });

  it('keeps local midnight across a DST change (New York, spring forward on 8 March 2026)', () => {
    const at = new Date('2026-03-07T15:00:00Z'); // 10:00 EST on the 7th
    expect(iso(endOfLocalDays(at, 1, 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    // Ten days later the store's midnight is in EDT (UTC−4).
    expect(iso(endOfLocalDays(at, 10, 'America/New_York'))).toBe('2026-03-17T04:00:00.000Z');
  });

  it('turns fixed local dates into the first day 00:00 and the midnight after the last day', () => {
    const v = issuedValidity(
      { mode: 'fixed', startsOn: '2026-12-01', endsOn: '2026-12-31' },
      new Date('2026-11-20T00:00:00Z'),
      'Asia/Shanghai',
    );
    expect([iso(v.validFrom), iso(v.validUntil)]).toEqual([
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
    const fixed = { mode: 'fixed', startsOn: '2026-12-01', endsOn: '2026-12-31' } as const;
    expect(validityOver(fixed, new Date('2026-12-31T15:59:59Z'), 'Asia/Shanghai')).toBe(false);
    expect(validityOver(fixed, new Date('2026-12-31T16:00:00Z'), 'Asia/Shanghai')).toBe(true);
  });

  it('leaves a card counted from its first use open until that use, which sets its end', () => {
    const firstUse = { mode: 'days', from: 'firstUse', days: 7 } as const;
    const at = new Date('2026-05-10T02:00:00Z');
    expect(issuedValidity(firstUse, at, 'Asia/Shanghai').validUntil).toBeNull();
    expect(iso(firstUseUntil(firstUse, at, 'Asia/Shanghai'))).toBe('2026-05-16T16:00:00.000Z');
    expect(firstUseUntil({ mode: 'days', from: 'purchase', days: 7 }, at, 'Asia/Shanghai')).toBeNull();
  });

  it('reads the state from the status and the instants, and lists it under its tab', () => {
    const card = {
      status: 'valid' as const,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2026-01-10T00:00:00Z'),
    };
    expect(cardState(card, new Date('2025-12-31T00:00:00Z'))).toBe('notYetEffective');
    expect(cardState(card, new Date('2026-01-02T00:00:00Z'))).toBe('valid');
    expect(cardState(card, new Date('2026-01-08T00:00:00Z'))).toBe('aboutToExpire');
    expect(cardState(card, new Date('2026-01-10T00:00:00Z'))).toBe('expired');
    expect(cardState({ ...card, validUntil: null }, new Date('2030-01-01T00:00:00Z'))).toBe('valid');
    expect(cardState({ ...card, status: 'refunded' }, new Date('2026-01-02T00:00:00Z'))).toBe('refunded');
    expect(['valid', 'used', 'expired', 'disabled', 'refunded'].map((s) => cardTab(s as never))).toEqual([
      'usable',
      'used',
      'expired',
      'expired',
      'expired',
    ]);
  });
});

describe('card numbers', () => {
  it('are 16 digits with a Luhn check digit that catches a mistyped digit and a swap', () => {
    expect(luhnDigit('7992739871')).toBe(3);
    for (let i = 0; i < 50; i++) {
      const n = newCardNumber();
      expect(n).toMatch(/^8\d{15}$/);
      expect(cardNumberOf(n)).toBe(n);
    }
    const n = newCardNumber();
    const wrongDigit = n.slice(0, 5) + String((Number(n[5]) + 1) % 10) + n.slice(6);
    expect(cardNumberOf(wrongDigit)).toBeNull();
    expect(cardNumberOf(`${n.slice(0, 4)} ${n.slice(4, 8)}-${n.slice(8)}`)).toBe(n);
    expect(cardNumberOf('123')).toBeNull();
  });
});
