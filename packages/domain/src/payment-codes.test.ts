import { describe, expect, it } from 'vitest';
import { unpaidCancelAt } from './payment-codes.ts';

describe('the unpaid deadline', () => {
  const at = new Date('2026-11-22T08:00:00Z');

  it('is 15 minutes after the order by default (SPEC §9), else the store’s minutes', () => {
    expect(unpaidCancelAt(at, undefined).toISOString()).toBe('2026-11-22T08:15:00.000Z');
    expect(unpaidCancelAt(at, 30).toISOString()).toBe('2026-11-22T08:30:00.000Z');
  });
});
