import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { staffBodyId, staffId } from './staff-fields.ts';

// Staff ids have the bounds of every request's field.id: past the database's int4 a staff call is a 400 naming the
// field, never the database's 500 (issue 28's big id, on the staff side).

describe('staff ids', () => {
  it('take whole numbers from 1 to 2147483647, from text (addresses) or JSON (bodies)', () => {
    expect(staffId.parse('12')).toBe(12);
    expect(staffId.parse('2147483647')).toBe(2147483647);
    for (const bad of ['2147483648', '0', '-1', '1.5', 'x'])
      expect([bad, staffId.safeParse(bad).success]).toEqual([bad, false]);
    expect(staffBodyId.parse(7)).toBe(7);
    for (const bad of [2147483648, 0, -1, 1.5, '7'])
      expect([bad, staffBodyId.safeParse(bad).success]).toEqual([bad, false]);
  });
});

describe('staff calls with an id past 2³¹', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/staff/${url}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      ...(payload ? { payload } : {}),
    });

  it.each([
    ['a query', 'GET', 'orders?storeId=2147483648', undefined, 'storeId'],
    ['an address', 'POST', 'promotions/2147483648/end', undefined, 'id'],
    ['a body', 'POST', 'gifts/grant', { phone: '13800000000', packageId: 2147483648 }, 'packageId'],
  ] as const)('in %s answers 400 naming the field', async (_where, method, url, payload, name) => {
    const res = await staff(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(name);
  });
});
