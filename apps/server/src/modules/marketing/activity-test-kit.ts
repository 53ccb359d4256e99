// What the marketing activities' tests share: an app with a store taking every payment method, calls in that
// store, fresh idempotency keys, and staff calls.
import { insertStore } from '../../test/fixtures.ts';
import {
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { allMethods, paymentTestEnv } from '../payment/payment-test-kit.ts';

export interface StoreSuite {
  t: TestApp;
  store: number;
}

/** An app with the known gateway key (and `env` besides) and a store taking every method. */
export function storeSuite(target: DbTarget, env: Record<string, string> = {}): StoreSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: { ...paymentTestEnv, ...env } });
    return { t, store: await insertStore(t.db, { payment: allMethods }) };
  });
}

/** A shopper call in the suite's store (x-store-id), as a member when a session is given. */
export function storeCall<R = unknown>(s: StoreSuite, path: string, body: unknown = {}, session?: string) {
  return s.t.call<R>(path, body, {
    headers: { 'x-store-id': String(s.store) },
    ...(session ? { session } : {}),
  });
}

let keyCounter = 0;

/** A fresh idempotency key, unique across the process's tests. */
export function freshKey(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

/** A staff API call with the test token, its envelope parsed. */
export async function staffCall<R = unknown>(
  s: { t: TestApp },
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const res = await s.t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as { Code: string; Field?: string; Result: R } };
}
