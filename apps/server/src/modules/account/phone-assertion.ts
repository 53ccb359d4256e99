import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizePhone } from '@shop/domain';
import { z } from 'zod';

/**
 * The platform's signed statement "this user's phone is P" that AutoSignByPhone accepts (SPEC §5 automatic
 * sign-in by phone). Format: base64url(JSON {phone, exp, nonce}) "." base64url(HMAC-SHA256(secret, first part)).
 * The platform (mini-program / native wrapper back end) holds the same secret (env PLATFORM_PHONE_SECRET).
 */
export interface PhoneAssertion {
  phone: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** Single-use: an assertion logs in once. */
  nonce: string;
}

/** The longest life an assertion may claim; a longer one is refused, so nonces need keeping only this long. */
export const PHONE_ASSERTION_MAX_SECONDS = 10 * 60;
/** The life of the assertions the staff API issues while playing the platform. */
export const PHONE_ASSERTION_SECONDS = 5 * 60;

const payloadSchema = z.strictObject({
  phone: z.string().max(20),
  exp: z.number().int().positive(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/** Signs an assertion for a phone valid `seconds` from `now` (the platform's side; the staff API uses it). */
export function signPhoneAssertion(
  secret: string,
  phone: string,
  now: Date,
  seconds = PHONE_ASSERTION_SECONDS,
) {
  const assertion: PhoneAssertion = {
    phone,
    exp: Math.floor(now.getTime() / 1000) + seconds,
    nonce: randomBytes(18).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(assertion)).toString('base64url');
  return { token: `${body}.${mac(secret, body).toString('base64url')}`, assertion };
}

/**
 * The assertion a token carries when its signature is right, it has not expired, claims no longer life than
 * allowed and names a well-formed phone (in canonical form); null otherwise. Replay is the caller's to check.
 */
export function verifyPhoneAssertion(secret: string, token: string, now: Date): PhoneAssertion | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const presented = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claim = payloadSchema.safeParse(parsed);
  if (!claim.success) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (claim.data.exp <= nowSeconds || claim.data.exp > nowSeconds + PHONE_ASSERTION_MAX_SECONDS) return null;
  const phone = normalizePhone(claim.data.phone);
  return phone.ok ? { ...claim.data, phone: phone.phone } : null;
}
