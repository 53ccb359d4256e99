/** What a verification code is for; a code only works for the purpose it was sent for. */
export type SmsPurpose = 'login' | 'password';

export const smsPurposes: readonly SmsPurpose[] = ['login', 'password'];

/** Digits in a verification code. */
export const SMS_CODE_LENGTH = 6;
/** A code works for 10 minutes after it is sent (DESIGN §4). */
export const SMS_CODE_TTL_SECONDS = 10 * 60;
/** After this many wrong tries the code is dead and a new one must be sent. */
export const SMS_MAX_WRONG_ATTEMPTS = 5;
/** The client's resend countdown; a send for the same phone and purpose inside it is refused. */
export const SMS_RESEND_SECONDS = 60;
/** Sends to one phone in any 60 s, all purposes together. */
export const SMS_PHONE_PER_MINUTE = 2;
/** Sends to one phone in any 24 h. */
export const SMS_PHONE_PER_DAY = 10;
/** Sends requested from one client address in any 60 s, whatever the phone. */
export const SMS_ADDRESS_PER_MINUTE = 10;
/** Sends requested from one client address in any 24 h. */
export const SMS_ADDRESS_PER_DAY = 50;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One earlier send, as the rules need to see it. Times in epoch milliseconds. */
export interface SmsSendRecord {
  sentAt: number;
  purpose: string;
}

export interface SmsSendRequest {
  now: number;
  purpose: string;
  /** Sends to the same phone within the last 24 h (older ones may be included; they are ignored). */
  phoneSends: readonly SmsSendRecord[];
  /** Sends from the same client address within the last 24 h. */
  addressSends: readonly SmsSendRecord[];
}

export type SmsRefusal = 'SMS_DAILY_LIMIT' | 'SMS_MINUTE_LIMIT' | 'SMS_RESEND_WAIT';

export type SmsSendDecision =
  | { ok: true; countdownSeconds: number }
  | { ok: false; code: SmsRefusal; retryAfterSeconds: number };

/** Whole seconds until `sentAt + windowMs` has passed, at least 1 (a refusal never says "wait 0 s"). */
function secondsUntil(now: number, sentAt: number, windowMs: number): number {
  return Math.max(1, Math.ceil((sentAt + windowMs - now) / 1000));
}

/** When the window holds `limit` sends or more: seconds until the oldest counted one leaves it; else null. */
function windowFull(now: number, sends: readonly SmsSendRecord[], windowMs: number, limit: number) {
  // A send stamped after `now` (another instance's clock running ahead) still counts: err on the safe side.
  const inWindow = sends.filter((s) => s.sentAt > now - windowMs);
  if (inWindow.length < limit) return null;
  const times = inWindow.map((s) => s.sentAt).sort((a, b) => b - a);
  // The window frees a slot when the limit-th most recent send ages out of it.
  return secondsUntil(now, times[limit - 1]!, windowMs);
}

/**
 * Decides whether a verification code may be sent now (SPEC §5, DESIGN §4). Checked from the longest wait
 * to the shortest, so the shopper hears the refusal that actually decides when they can try again: the
 * phone's daily limit, the resend countdown, the phone's per-minute limit, then the address's limits.
 */
export function decideSmsSend(req: SmsSendRequest): SmsSendDecision {
  const { now, phoneSends, addressSends } = req;
  const phoneDay = windowFull(now, phoneSends, DAY_MS, SMS_PHONE_PER_DAY);
  if (phoneDay !== null) return { ok: false, code: 'SMS_DAILY_LIMIT', retryAfterSeconds: phoneDay };

  const samePurpose = phoneSends.filter((s) => s.purpose === req.purpose);
  const resend = windowFull(now, samePurpose, SMS_RESEND_SECONDS * 1000, 1);
  if (resend !== null) return { ok: false, code: 'SMS_RESEND_WAIT', retryAfterSeconds: resend };

  const phoneMinute = windowFull(now, phoneSends, MINUTE_MS, SMS_PHONE_PER_MINUTE);
  if (phoneMinute !== null) return { ok: false, code: 'SMS_MINUTE_LIMIT', retryAfterSeconds: phoneMinute };

  const addressDay = windowFull(now, addressSends, DAY_MS, SMS_ADDRESS_PER_DAY);
  if (addressDay !== null) return { ok: false, code: 'SMS_DAILY_LIMIT', retryAfterSeconds: addressDay };

  const addressMinute = windowFull(now, addressSends, MINUTE_MS, SMS_ADDRESS_PER_MINUTE);
  if (addressMinute !== null) {
    return { ok: false, code: 'SMS_MINUTE_LIMIT', retryAfterSeconds: addressMinute };
  }
  return { ok: true, countdownSeconds: SMS_RESEND_SECONDS };
}
