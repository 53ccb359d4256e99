/**
 * The member payment code (SPEC §2 balance/balancePay, decision 034): 18 digits, the device's 10-digit public key
 * followed by an 8-digit one-time password computed from that device's secret for one time step (RFC 6238 over
 * RFC 4226, HMAC-SHA-1). The phone computes it with no network; the server finds the device by the key and checks
 * the password within a short window. The HMAC itself is the apps' (otpauth); these are the shared rules around it.
 */

/** Seconds in one time step: short, so a refresh on demand shows a new code within a few seconds. */
export const PAY_CODE_STEP_SECONDS = 5;
/** Digits of the one-time password part. */
export const PAY_CODE_OTP_DIGITS = 8;
/** Digits of the device key part. */
export const PAY_CODE_KEY_DIGITS = 10;
/** The automatic refresh when the store sets none (issue 16: 60 s). */
export const PAY_CODE_DEFAULT_REFRESH_SECONDS = 60;
/** Charges above this (minor units, ¥200) wait for the member's confirmation when the store sets no limit. */
export const PAY_CODE_DEFAULT_CONFIRM_ABOVE = 20_000;
/** Seconds a charge above the limit waits for the member's confirmation on the phone. */
export const PAY_CODE_CONFIRM_SECONDS = 120;
/** Time a shown code may take to reach the till besides its refresh interval (scanning, a slow phone clock). */
export const PAY_CODE_GRACE_SECONDS = 30;

/** The time step an instant falls in. */
export function payCodeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / PAY_CODE_STEP_SECONDS);
}

/** The steps the server accepts at an instant, newest first: a code shown up to refresh + grace ago, or slightly ahead. */
export function acceptedPayCodeSteps(atMs: number, refreshSeconds: number): number[] {
  const now = payCodeStep(atMs);
  const back = Math.ceil((refreshSeconds + PAY_CODE_GRACE_SECONDS) / PAY_CODE_STEP_SECONDS);
  const ahead = Math.ceil(PAY_CODE_GRACE_SECONDS / PAY_CODE_STEP_SECONDS);
  const steps: number[] = [];
  for (let s = now + ahead; s >= now - back; s--) steps.push(s);
  return steps;
}

/** A code as typed or scanned, split into its parts; null when it cannot be a payment code. */
export function parsePayCode(text: string): { deviceKey: string; otp: string } | null {
  const digits = text.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${PAY_CODE_KEY_DIGITS + PAY_CODE_OTP_DIGITS}}$`).test(digits)) return null;
  return { deviceKey: digits.slice(0, PAY_CODE_KEY_DIGITS), otp: digits.slice(PAY_CODE_KEY_DIGITS) };
}

/** The code of a device key and a one-time password. */
export function joinPayCode(deviceKey: string, otp: string): string {
  return `${deviceKey}${otp}`;
}

/** The code in groups of four digits for reading aloud at the till ("2812 3456 7890 1234 56"). */
export function groupPayCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Whether the refresh interval a store set is usable (10 s … 5 min); the default otherwise. */
export function payCodeRefreshSeconds(setting: number | undefined): number {
  return setting !== undefined && Number.isInteger(setting) && setting >= 10 && setting <= 300
    ? setting
    : PAY_CODE_DEFAULT_REFRESH_SECONDS;
}

/** The amount (minor units) above which a charge waits for the member: the store's, when it set a whole one. */
export function payCodeConfirmAbove(setting: number | undefined): number {
  return setting !== undefined && Number.isSafeInteger(setting) && setting >= 0
    ? setting
    : PAY_CODE_DEFAULT_CONFIRM_ABOVE;
}
