// Shared steps of the account API tests: send a code, read it as staff would, log in.
import type { ProofOfWorkChallenge } from '@shop/contracts';
import { expect } from 'vitest';
import { solveProofOfWork } from '../../platform/human-check/human-check-test-kit.ts';
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

export interface SliderChallengeResult {
  challengeId: string;
  trackWidth: number;
  pieceWidth: number;
  targetX: number;
  proofOfWork: ProofOfWorkChallenge;
}

/**
 * A drag as a hand makes it: from rest to `to` in about `ms`, easing out, sampled at uneven intervals the way
 * pointer events arrive.
 */
export function handDrag(to: number, ms = 520): Array<{ x: number; t: number }> {
  const steps = 14;
  const track = [{ x: 0, t: 0 }];
  let t = 0;
  for (let i = 1; i <= steps; i += 1) {
    t += ms / steps + ((i * 7) % 5) - 2;
    const eased = 1 - (1 - i / steps) ** 3;
    track.push({ x: Math.round(to * eased * 10) / 10, t: Math.round(t * 10) / 10 });
  }
  return track;
}

/** The address t.call's requests come from when they name none (inject's own, the trusted proxy). */
export const INJECT_ADDRESS = '127.0.0.1';

const fromAddress = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** Asks for a slider challenge from a client address (default: a fresh one); answers it with that address. */
export async function sliderChallenge(
  t: TestApp,
  ip = uniqueAddress(),
): Promise<SliderChallengeResult & { ip: string }> {
  const res = await t.call<SliderChallengeResult>('customeraccount/SliderChallenge', {}, fromAddress(ip));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...res.body.Result, ip };
}

/**
 * The answer the client sends for a challenge: a drag released at `x` (default: a hand-like one onto the gap) and
 * the solved proof of work.
 */
export async function sliderAnswer(
  challenge: SliderChallengeResult,
  x = challenge.targetX,
  track = handDrag(x),
) {
  return {
    challengeId: challenge.challengeId,
    x,
    track,
    proofOfWork: await solveProofOfWork(challenge.proofOfWork),
  };
}

/**
 * Solves a slider the way the client does (challenge, then the proof of work and a hand-like drag onto the gap)
 * from one address, the one the token must then be spent from (default: the address of a call naming none);
 * returns its token.
 */
export async function sliderToken(t: TestApp, ip = INJECT_ADDRESS): Promise<string> {
  const challenge = await sliderChallenge(t, ip);
  const res = await t.call<{ sliderToken: string }>(
    'customeraccount/SliderVerify',
    await sliderAnswer(challenge),
    fromAddress(ip),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Result.sliderToken;
}

/**
 * Asks for a login code as a shopper at the given client address (default: a fresh one), with the agreement
 * ticked and a solved slider, as the login page sends it.
 */
export async function sendCode(
  t: TestApp,
  phone: string,
  ip = uniqueAddress(),
): Promise<CallResult<{ countdownSeconds: number }>> {
  const body = { phone, agreed: true, sliderToken: await sliderToken(t, ip) };
  return t.call('customeraccount/SendSecurityCodeCode', body, fromAddress(ip));
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
  return t.call<SignedIn>('customeraccount/signin', { phone, code, agreed: true, ...extra });
}

/** The whole login: send, read the code, sign in; returns the session token and user. */
export async function logIn(t: TestApp, phone: string, ip?: string): Promise<SignedIn> {
  const code = await freshCode(t, phone, ip);
  const res = await signIn(t, phone, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Result;
}

/** A login by member number and password with a solved slider and the agreement ticked, from `ip`. */
export async function passwordLogin(
  t: TestApp,
  memberNo: string,
  password: string,
  ip = uniqueAddress(),
  extra: Record<string, unknown> = {},
) {
  const body = { memberNo, password, agreed: true, sliderToken: await sliderToken(t, ip), ...extra };
  return t.call<SignedIn>('customeraccount/SignInByPassword', body, fromAddress(ip));
}

/** Asks for an email login code with a solved slider and the agreement ticked, from `ip`. */
export async function sendEmailCode(t: TestApp, email: string, ip = uniqueAddress()) {
  const body = { email, agreed: true, sliderToken: await sliderToken(t, ip) };
  return t.call<{ countdownSeconds: number }>('customeraccount/EmailSecurityCodeCode', body, fromAddress(ip));
}

/** The recent demo codes emailed to an address, newest first, read through the staff API. */
export async function staffEmailCodes(t: TestApp, email: string): Promise<DemoCode[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/staff/email-codes?email=${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Result.codes;
}
