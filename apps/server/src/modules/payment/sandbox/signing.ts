import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Fields a gateway message carries besides its signature. */
export type SignedFields = Record<string, string | number>;

/** The string both sides sign: the fields sorted by name, `name=value` joined by '&' (the sign left out). */
export function canonicalString(fields: SignedFields): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

/** HMAC-SHA256 of the canonical string, upper-case hex as the wechat-type gateways write it. */
export function signFields(secret: string, fields: SignedFields): string {
  return createHmac('sha256', secret).update(canonicalString(fields)).digest('hex').toUpperCase();
}

/** Whether `sign` is the signature of the fields, compared in constant time. */
export function signatureMatches(secret: string, fields: SignedFields, sign: string): boolean {
  const expected = Buffer.from(signFields(secret, fields));
  const presented = Buffer.from(sign);
  // Lengths differ only for garbage; the length of a valid signature is public anyway.
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/** A random token for nonces and references (URL-safe). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The payment notification the sandbox gateway posts to the shop (its published format): the merchant's
 * reference (the shop's localOrderNo), the gateway's transaction, the amount in minor units, when it was paid.
 */
export const sandboxNotification = z.strictObject({
  merchantRef: z.string().min(1).max(64),
  transactionId: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  paidAt: z.iso.datetime(),
  nonce: z.string().min(8).max(64),
  sign: z.string().min(1).max(128),
});
export type SandboxNotification = z.infer<typeof sandboxNotification>;

/** Where the shop receives the sandbox gateway's notifications. */
export const sandboxNotifyPath = '/pay/notify/sandbox';
