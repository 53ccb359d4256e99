import { normalizePhone } from '@shop/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';

// Kept outside the component so leaving the login page and coming back does not reset the wait. Per phone,
// as the server's resend limit is: a wait for one number does not hold up another.
const resendUntil = new Map<string, number>();

function phoneKey(phone: string): string {
  const checked = normalizePhone(phone);
  return checked.ok ? checked.phone : phone.trim();
}

function secondsLeft(phone: string, now: number): number {
  return Math.max(0, Math.ceil(((resendUntil.get(phoneKey(phone)) ?? 0) - now) / 1000));
}

/** The SMS resend countdown of a phone (SPEC §5): seconds left, ticking each second, and a way to start it. */
export function useResendCountdown(phone: string, now: () => number = Date.now) {
  const [, setTick] = useState(0);
  const seconds = secondsLeft(phone, now());
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = (forPhone: string, forSeconds: number) => {
    resendUntil.set(phoneKey(forPhone), now() + Math.max(0, forSeconds) * 1000);
    setTick((n) => n + 1);
  };
  return { seconds, start };
}

/**
 * The seconds a 'code already sent' refusal (SMS_RESEND_WAIT) asks to wait, so the form can run its countdown
 * instead of showing an error; null for any other error.
 */
export function resendWaitSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'SMS_RESEND_WAIT') return null;
  const wait = Number(error.envelope?.Seconds);
  return wait > 0 ? wait : null;
}

export interface BoundPhoneCode {
  /** Seconds until another code may be sent. */
  seconds: number;
  sending: boolean;
  sendCode: () => Promise<void>;
  /** The same seconds while the server said a code is already on its way (a notice shows them), else 0. */
  waitSeconds: number;
}

/**
 * Sending a code to the member's bound phone (password reset, payment password): the countdown under `key`, a
 * sending flag, and the 'already sent' refusal turned into the countdown with a notice rather than an error.
 * Any other refusal goes to `onError`.
 */
export function useBoundPhoneCode(
  key: string,
  send: () => Promise<number>,
  onError: (error: unknown) => void,
) {
  const countdown = useResendCountdown(key);
  const [sending, setSending] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);
  const t = useT();

  const sendCode = async () => {
    setWaitNotice(false);
    setSending(true);
    try {
      countdown.start(key, await send());
      toast(t('account.codeSent'), { kind: 'success' });
    } catch (error) {
      const wait = resendWaitSeconds(error);
      if (wait === null) return onError(error);
      // A code is on its way already: the notice counts down with the button instead of freezing its number.
      countdown.start(key, wait);
      setWaitNotice(true);
    } finally {
      setSending(false);
    }
  };
  return { seconds: countdown.seconds, sending, sendCode, waitSeconds: waitNotice ? countdown.seconds : 0 };
}
