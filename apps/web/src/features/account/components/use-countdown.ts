import { normalizePhone } from '@shop/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
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

/**
 * Sending a verification code (a login by SMS or email, a new password or payment password): the resend
 * countdown under `key` (the recipient as the server counts it), a sending flag, and the 'already sent' refusal
 * (SMS_RESEND_WAIT) turned into the countdown with a notice rather than an error. `failed` takes any failed call
 * that way; other failures go to `onError`.
 */
export function useCodeSending(key: string, onError: (error: unknown) => void) {
  const countdown = useResendCountdown(key);
  const [sending, setSending] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);

  const failed = (error: unknown) => {
    const wait = resendWaitSeconds(error);
    if (wait === null) return onError(error);
    // A code is on its way already: the notice counts down with the button instead of freezing its number.
    countdown.start(key, wait);
    setWaitNotice(true);
  };

  /** Runs the send (it resolves to the seconds until the next); `sentText` toasts its success. */
  const send = async (run: () => Promise<number>, sentText: string) => {
    setWaitNotice(false);
    setSending(true);
    try {
      countdown.start(key, await run());
      toast(sentText, { kind: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setSending(false);
    }
  };
  return {
    /** Seconds until another code may be sent. */
    seconds: countdown.seconds,
    sending,
    send,
    failed,
    /** The same seconds while the server said a code is already on its way (a notice shows them), else 0. */
    waitSeconds: waitNotice ? countdown.seconds : 0,
  };
}

export type CodeSending = ReturnType<typeof useCodeSending>;
