import { randomInt, timingSafeEqual } from 'node:crypto';
import { PAY_CODE_KEY_DIGITS, PAY_CODE_OTP_DIGITS } from '@shop/domain';
import { HOTP, Secret } from 'otpauth';

/** A new device secret: 20 random bytes (RFC 4226's recommended length for HMAC-SHA-1), base32. */
export function newDeviceSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** A new device key: 10 random digits, not starting with 0 so the code never loses a digit when read as a number. */
export function newDeviceKey(): string {
  let key = String(randomInt(1, 10));
  while (key.length < PAY_CODE_KEY_DIGITS) key += String(randomInt(0, 10));
  return key;
}

/** The one-time password of a secret for one time step (RFC 6238: HOTP of the step count). */
export function otpFor(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: PAY_CODE_OTP_DIGITS,
    counter: step,
  });
}

/** The step among `steps` whose password is `otp`, compared in constant time; null when none is. */
export function matchingStep(secret: string, otp: string, steps: readonly number[]): number | null {
  const given = Buffer.from(otp);
  let found: number | null = null;
  // Every step is computed, so the time taken does not tell which one matched.
  for (const step of steps) {
    const expected = Buffer.from(otpFor(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given) && found === null) found = step;
  }
  return found;
}
