// What the marketing activities' tests share.
import { TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';

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
