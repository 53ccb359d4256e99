import { describe, expect, it } from 'vitest';
import {
  decideSmsSend,
  SMS_ADDRESS_PER_DAY,
  SMS_ADDRESS_PER_MINUTE,
  SMS_PHONE_PER_DAY,
  SMS_PHONE_PER_MINUTE,
  SMS_RESEND_SECONDS,
  type SmsSendRecord,
} from './sms-rules.ts';

const now = Date.parse('2026-11-21T10:00:00Z');
const sec = 1000;
const login = (agoMs: number): SmsSendRecord => ({ sentAt: now - agoMs, purpose: 'login' });
const other = (agoMs: number): SmsSendRecord => ({ sentAt: now - agoMs, purpose: 'reset' });
const many = (n: number, spacingMs: number, startAgoMs: number, purpose = 'login') =>
  Array.from({ length: n }, (_, i) => ({ sentAt: now - startAgoMs - i * spacingMs, purpose }));

describe('decideSmsSend', () => {
  it('allows a first send and tells the client its countdown', () => {
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: [], addressSends: [] })).toEqual({
      ok: true,
      countdownSeconds: SMS_RESEND_SECONDS,
    });
  });

  it('refuses a resend for the same purpose inside the countdown, with the seconds left', () => {
    const d = decideSmsSend({ now, purpose: 'login', phoneSends: [login(20 * sec)], addressSends: [] });
    expect(d).toEqual({ ok: false, code: 'SMS_RESEND_WAIT', retryAfterSeconds: 40 });
    const edge = decideSmsSend({ now, purpose: 'login', phoneSends: [login(59_500)], addressSends: [] });
    expect(edge).toEqual({ ok: false, code: 'SMS_RESEND_WAIT', retryAfterSeconds: 1 });
    const after = decideSmsSend({ now, purpose: 'login', phoneSends: [login(60 * sec)], addressSends: [] });
    expect(after.ok).toBe(true);
  });

  it('limits sends per phone per minute across purposes', () => {
    expect(SMS_PHONE_PER_MINUTE).toBe(2);
    const one = decideSmsSend({ now, purpose: 'login', phoneSends: [other(10 * sec)], addressSends: [] });
    expect(one.ok).toBe(true);
    const full = decideSmsSend({
      now,
      purpose: 'login',
      phoneSends: [other(10 * sec), other(30 * sec)],
      addressSends: [],
    });
    expect(full).toEqual({ ok: false, code: 'SMS_MINUTE_LIMIT', retryAfterSeconds: 30 });
  });

  it('limits sends per phone per rolling day to 10', () => {
    expect(SMS_PHONE_PER_DAY).toBe(10);
    const nine = many(9, 60 * 60 * sec, 2 * 60 * sec);
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: nine, addressSends: [] }).ok).toBe(true);
    const ten = many(10, 60 * 60 * sec, 2 * 60 * sec);
    const d = decideSmsSend({ now, purpose: 'login', phoneSends: ten, addressSends: [] });
    // The oldest of the ten was sent 2 min + 9 h ago and leaves the 24 h window 14 h 58 min from now.
    expect(d).toEqual({ ok: false, code: 'SMS_DAILY_LIMIT', retryAfterSeconds: (14 * 60 + 58) * 60 });
    // Sends older than a day no longer count.
    const old = many(10, 60 * sec, 24 * 60 * 60 * sec);
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: old, addressSends: [] }).ok).toBe(true);
  });

  it('puts the daily limit before the countdown, so the shopper hears the longer wait', () => {
    const sends = [login(5 * sec), ...many(9, 60 * 60 * sec, 60 * 60 * sec)];
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: sends, addressSends: [] })).toMatchObject({
      code: 'SMS_DAILY_LIMIT',
    });
  });

  it('limits sends per client address per minute and per day, whatever the phone', () => {
    const minute = many(SMS_ADDRESS_PER_MINUTE, 5 * sec, sec);
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: [], addressSends: minute })).toEqual({
      ok: false,
      code: 'SMS_MINUTE_LIMIT',
      retryAfterSeconds: 14,
    });
    const nineInMinute = many(SMS_ADDRESS_PER_MINUTE - 1, 5 * sec, sec);
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: [], addressSends: nineInMinute }).ok).toBe(
      true,
    );
    const day = many(SMS_ADDRESS_PER_DAY, 10 * 60 * sec, 2 * 60 * sec);
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: [], addressSends: day })).toMatchObject({
      ok: false,
      code: 'SMS_DAILY_LIMIT',
    });
  });

  it('counts a send stamped slightly ahead of now (the clock of another instance), erring on the safe side', () => {
    const ahead = [{ sentAt: now + 2 * sec, purpose: 'login' }];
    expect(decideSmsSend({ now, purpose: 'login', phoneSends: ahead, addressSends: [] })).toEqual({
      ok: false,
      code: 'SMS_RESEND_WAIT',
      retryAfterSeconds: 62,
    });
  });
});
