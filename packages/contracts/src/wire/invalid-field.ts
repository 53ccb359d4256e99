import type { z } from 'zod';

/** The field a refused request names (`items.0.ProductId`; 'body' for the request as a whole) and why. */
export interface InvalidField {
  field: string;
  detail: string;
}

type Issue = z.core.$ZodIssue;

/**
 * The field a validation refusal names: its first issue's path. A union none of whose options fits names the field
 * of its closest option (the one with the fewest issues), so a bad id inside a union is named like any other
 * (issue 28: Store/CheckAddressReliability's addressId, not 'body').
 */
export function invalidField(issues: readonly Issue[]): InvalidField {
  const first = closestIssue(issues);
  if (!first) return { field: 'body', detail: 'invalid' };
  return { field: first.path.length > 0 ? first.path.join('.') : 'body', detail: first.message };
}

function closestIssue(issues: readonly Issue[], prefix: PropertyKey[] = []): Issue | undefined {
  const first = issues[0];
  if (!first) return undefined;
  const path = [...prefix, ...first.path];
  if (first.code === 'invalid_union' && first.errors.length > 0) {
    const closest = first.errors.reduce((best, option) => (option.length < best.length ? option : best));
    const inner = closestIssue(closest, path);
    if (inner) return inner;
  }
  return { ...first, path };
}
