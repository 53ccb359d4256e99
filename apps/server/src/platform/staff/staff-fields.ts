import { field } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { z } from 'zod';

/**
 * A row id in a staff address or query (a path parameter arrives as text): the same bounds as every request's
 * field.id, so an id past the database's int4 is a 400 naming the field, never its 500.
 */
export const staffId = z.coerce.number().pipe(field.id);

/** A row id in a staff JSON body: a number, within field.id's bounds. */
export const staffBodyId = field.id;

/** An amount staff type in currency units, at most 2 decimals, from `min` to `max`. */
export function staffYuan(min: number, max: number) {
  return z
    .number()
    .min(min)
    .max(max)
    .refine((n) => toMinor(n) / 100 === n, 'at most 2 decimals');
}
