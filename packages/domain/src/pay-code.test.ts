import { describe, expect, it } from 'vitest';
import {
  acceptedPayCodeSteps,
  groupPayCode,
  PAY_CODE_DEFAULT_REFRESH_SECONDS,
  parsePayCode,
  payCodeRefreshSeconds,
  payCodeStep,
} from './pay-code.ts';

describe('payment code rules', () => {
  it('splits an 18-digit code into its device key and one-time password, ignoring spaces', () => {
    expect(parsePayCode('2812 3456 7801 2345 67')).toEqual({ deviceKey: '2812345678', otp: '01234567' });
    expect(parsePayCode('281234567801234567')).toEqual({ deviceKey: '2812345678', otp: '01234567' });
    for (const bad of ['', '12345', '28123456780123456', '2812345678012345678', '28123456780123456a']) {
      expect(parsePayCode(bad)).toBeNull();
    }
  });

  it('groups a code by four for reading aloud', () => {
    expect(groupPayCode('281234567801234567')).toBe('2812 3456 7801 2345 67');
  });

  it('accepts the steps of a code shown up to the refresh and grace ago, and a little ahead', () => {
    const at = Date.UTC(2026, 10, 21, 10, 0, 2);
    const steps = acceptedPayCodeSteps(at, 60);
    const now = payCodeStep(at);
    expect(steps[0]).toBe(now + 6);
    expect(steps.at(-1)).toBe(now - 18);
    expect(steps).toContain(payCodeStep(at - 90_000));
    expect(steps).not.toContain(payCodeStep(at - 96_000));
    expect(steps).not.toContain(payCodeStep(at + 35_000));
  });

  it('takes a store refresh interval between 10 s and 5 min, else 60 s', () => {
    expect(payCodeRefreshSeconds(30)).toBe(30);
    expect(payCodeRefreshSeconds(undefined)).toBe(PAY_CODE_DEFAULT_REFRESH_SECONDS);
    for (const bad of [0, 5, 301, 12.5]) expect(payCodeRefreshSeconds(bad)).toBe(60);
  });
});
