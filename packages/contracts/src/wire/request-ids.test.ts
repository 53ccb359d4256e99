// Issue 28: every id of every request is field.id, one bounded schema. Generated over the endpoint catalogue, so a
// new endpoint's id field is checked without anyone listing it.
import { describe, expect, it } from 'vitest';
import { field } from './endpoint.ts';
import { invalidField } from './invalid-field.ts';
import { catalogueEndpoints, idFields, readsId, sampleRequest, wirePath } from './request-fields-test-kit.ts';

const endpoints = catalogueEndpoints();

describe('request ids', () => {
  it('finds the endpoints the contracts export', () => {
    expect(endpoints.length).toBeGreaterThan(100);
  });

  it('field.id takes 1 to 2147483647 and nothing else', () => {
    for (const good of [1, 2_147_483_647]) expect(field.id.safeParse(good).success).toBe(true);
    for (const bad of [2_147_483_648, 0, -1, 1.5, '1', null])
      expect(field.id.safeParse(bad).success).toBe(false);
  });

  it('every id field of every request is field.id', () => {
    const offenders = endpoints.flatMap((ep) =>
      idFields(ep.request, 'both')
        .filter((f) => !readsId(f.schema))
        .map((f) => `${ep.path} ${wirePath(f.steps)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('builds a request each id field can be tried in, and names the field when the id is bad', () => {
    const problems: string[] = [];
    for (const ep of endpoints) {
      for (const f of idFields(ep.request)) {
        const at = `${ep.path} ${wirePath(f.steps)}`;
        if (sampleRequest(ep.request, f.steps, 1) === undefined) problems.push(`${at}: no sample request`);
        for (const bad of [2_147_483_648, -1, 1.5]) {
          const parsed = ep.request.safeParse(sampleRequest(ep.request, f.steps, bad));
          const named = parsed.error && invalidField(parsed.error.issues).field;
          if (named !== wirePath(f.steps)) problems.push(`${at} = ${bad}: ${named ?? 'accepted'}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
