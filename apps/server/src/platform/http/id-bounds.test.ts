// Issue 28: an id past 2³¹ answered 500 (the database refused the integer). Generated over the contracts' endpoint
// catalogue: every id field of every request, in an otherwise minimal request, is refused with a 400 naming it
// when out of bounds, and the largest id the database holds goes through validation without a 500.
import { type Endpoint, headerNames } from '@shop/contracts';
import {
  catalogueEndpoints,
  idFields,
  type RequestField,
  sampleRequest,
  unwrap,
  wirePath,
} from '@shop/contracts/request-fields-test-kit';
import { describe, expect, it } from 'vitest';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, type TestApp } from '../../test/harness.ts';

const MAX_ID = 2_147_483_647;
const badIds = [MAX_ID + 1, -1, 1.5];

interface IdCase {
  ep: Endpoint;
  field: RequestField;
  /** The field as the 400 names it: `items.0.ProductId`. */
  path: string;
}

const cases: IdCase[] = catalogueEndpoints().flatMap((ep) =>
  idFields(ep.request).map((field) => ({ ep, field, path: wirePath(field.steps) })),
);

/**
 * The sample request once per value of each top-level choice (an order mode), so a bound checked in one mode
 * only would show: takeout once took an addressId that delivery refused with a 500.
 */
function bodies(c: IdCase, value: number): Record<string, unknown>[] {
  const body = sampleRequest(c.ep.request, c.field.steps, value) as Record<string, unknown>;
  const shape =
    (c.ep.request as unknown as { shape?: Record<string, Parameters<typeof unwrap>[0]> }).shape ?? {};
  const choices = Object.entries(shape).flatMap(([key, schema]) => {
    const inner = unwrap(schema) as unknown as { type: string; options: unknown[] };
    return key in body && inner.type === 'enum' ? [{ key, options: inner.options }] : [];
  });
  const variants = choices.flatMap(({ key, options }) =>
    options.map((option) => ({ ...body, [key]: option })),
  );
  return variants.length > 0 ? variants : [body];
}

describe.each(dbTargets())('id bounds on every endpoint on %s', (target) => {
  const world = suiteWorld(async () => {
    const t: TestApp = await createTestApp(target);
    const store = await insertStore(t.db);
    const { session } = await memberSession(t);
    const headers = { [headerNames.storeId]: String(store) };
    return { t, call: (path: string, body: unknown) => t.call(path, body, { session, headers }) };
  });

  it('finds the id fields of the catalogue, the five of issue 28 among them', () => {
    const named = new Set(cases.map((c) => `${c.ep.path} ${c.path}`));
    for (const path of [
      'order/placefast',
      'checkout/IndexNoDiscount',
      'checkout/GetAvailableCoupons',
      'order/applydiscount',
      'order/ApplyCouponCode',
    ]) {
      expect(named).toContain(`${path} addressId`);
    }
    expect(cases.length).toBeGreaterThan(50);
  });

  it('refuses an id out of bounds with a 400 naming the field, in every mode', async () => {
    const wrong: string[] = [];
    for (const c of cases) {
      for (const bad of badIds) {
        for (const body of bodies(c, bad)) {
          const res = await world.call(c.ep.path, body);
          if (res.status !== 400 || res.body.Code !== 'BAD_REQUEST' || res.body.Field !== c.path) {
            wrong.push(
              `${c.ep.path} ${c.path}=${bad}: ${res.status} ${res.body.Code} ${String(res.body.Field)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('takes the largest id through validation and never answers 500', async () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const res = await world.call(c.ep.path, bodies(c, MAX_ID)[0]);
      if (res.status >= 500 || (res.status === 400 && res.body.Field === c.path)) {
        wrong.push(
          `${c.ep.path} ${c.path}=${MAX_ID}: ${res.status} ${res.body.Code} ${String(res.body.Field)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
