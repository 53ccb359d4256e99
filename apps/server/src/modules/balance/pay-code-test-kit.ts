// The phone and the till of the payment code tests: enrolling, computing a code as the web app does, charging.
import type { payCodeEndpoints, ResultOf } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { members } from '../../db/schema/account/member.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import {
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { hashPassword } from '../account/password-hash.ts';
import { moveBalance } from './ledger.ts';

export type Enrolment = ResultOf<typeof payCodeEndpoints.enrollPayCode>;

export interface PayCodeSuite {
  t: TestApp;
  /** Charges above ¥100 wait for the member's confirmation here. */
  store: number;
}

/** What a payment code suite starts from: an app and a store with a ¥100 confirmation limit and a 60 s refresh. */
export function payCodeSuite(target: DbTarget): PayCodeSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db, { payCode: { confirmAbove: 10_000, refreshSeconds: 60 } });
    return { t, store };
  });
}

/** A member logged in with `yuan` on the balance. */
export async function payer(t: TestApp, yuan: number, phone?: string) {
  const me = await memberSession(t, phone);
  if (yuan > 0) {
    await t.db.transaction((tx) =>
      moveBalance(tx, { memberId: me.memberId, delta: yuan * 100, reason: 'manual_edit', at: t.clock.now() }),
    );
  }
  return me;
}

/** Enrols the member's phone in the store, as the payment code page does when it has no secret. */
export async function enrol(t: TestApp, session: string, store?: number): Promise<Enrolment> {
  const headers = store ? { 'x-store-id': String(store) } : undefined;
  const res = await t.call<Enrolment>('Balance/EnrollPayCode', {}, { session, headers });
  if (res.status !== 200) throw new Error(`enrol failed: ${JSON.stringify(res.body)}`);
  return res.body.Result;
}

/** The code the phone shows at an instant (RFC 6238 with the enrolment's parameters, the way the web computes it). */
export function phoneCode(e: Enrolment, at: Date): string {
  const totp = new TOTP({ secret: e.secret, algorithm: 'SHA1', digits: e.digits, period: e.stepSeconds });
  return `${e.deviceKey}${totp.generate({ timestamp: at.getTime() })}`;
}

/** POST /staff/paycode/charge as the till sends it. */
export async function charge(t: TestApp, body: Record<string, unknown>, token = TEST_STAFF_TOKEN) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/paycode/charge',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Gives the member a 6-digit payment password. */
export async function setPayPassword(t: TestApp, memberId: number, password: string) {
  await t.db
    .update(members)
    .set({ payPasswordHash: await hashPassword(password), payPasswordSetAt: t.clock.now() })
    .where(eq(members.id, memberId));
}

/** The number of the member's first charge, as their page sees it once the till (running beside) has made it. */
export async function firstChargeNo(t: TestApp, session: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const seen = await t.call<{ charges: Array<{ chargeNo: string }> }>(
      'Balance/PayCodeCharges',
      {},
      { session },
    );
    const chargeNo = seen.body.Result.charges[0]?.chargeNo;
    if (chargeNo) return chargeNo;
  }
  throw new Error('no charge appeared');
}
