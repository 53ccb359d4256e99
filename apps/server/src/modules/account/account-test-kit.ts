// Shared steps of the account API tests: send a code, read it as staff would, log in.
import { expect } from 'vitest';
import { type CallResult, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';

export interface DemoCode {
  code: string;
  purpose: string;
  used: boolean;
  wrongAttempts: number;
}

let addressCounter = 0;

/** A client address no other call of this test file has used, so per-address limits only bite when meant to. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Asks for a login code as a shopper at the given client address (default: a fresh one). */
export function sendCode(
  t: TestApp,
  phone: string,
  ip = uniqueAddress(),
): Promise<CallResult<{ countdownSeconds: number }>> {
  return t.call('customeraccount/SendSecurityCodeCode', { phone }, { headers: { 'x-forwarded-for': ip } });
}

/** The recent demo codes of a phone, newest first, read through the staff API. */
export async function staffCodes(t: TestApp, phone: string): Promise<DemoCode[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/staff/sms-codes?phone=${encodeURIComponent(phone)}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().Result.codes;
}

/** Sends a code and returns it as staff read it. */
export async function freshCode(t: TestApp, phone: string, ip?: string): Promise<string> {
  const sent = await sendCode(t, phone, ip);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [latest] = await staffCodes(t, phone);
  return latest!.code;
}

export interface SignedIn {
  token: string;
  user: { uid: number; name: string; userInfo: { customerNo: string; phoneMasked: string } };
}

export function signIn(t: TestApp, phone: string, code: string, extra: Record<string, unknown> = {}) {
  return t.call<SignedIn>('customeraccount/signin', { phone, code, ...extra });
}

/** The whole login: send, read the code, sign in; returns the session token and user. */
export async function logIn(t: TestApp, phone: string, ip?: string): Promise<SignedIn> {
  const code = await freshCode(t, phone, ip);
  const res = await signIn(t, phone, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Result;
}
