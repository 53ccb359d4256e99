import type { APIRequestContext } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';

/** Reads the latest demo SMS code for a phone through the staff API, as a store owner would in the demo. */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/staff/sms-codes?phone=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff API answered ${res.status()}`);
  const body = (await res.json()) as { Result: { codes: Array<{ code: string }> } };
  const latest = body.Result.codes[0];
  if (!latest) throw new Error(`no SMS code for ${phone}`);
  return latest.code;
}

/** Reads the latest login code emailed to an address (no mail provider in the demo) through the staff API. */
export async function latestEmailCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/staff/email-codes?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff API answered ${res.status()}`);
  const body = (await res.json()) as { Result: { codes: Array<{ code: string }> } };
  const latest = body.Result.codes[0];
  if (!latest) throw new Error(`no email code for ${email}`);
  return latest.code;
}
