import { toMinor } from '@shop/domain';
import { z } from 'zod';

/** A row id in a staff address or body (a path parameter arrives as text). */
export const staffId = z.coerce.number().int().positive().max(2_147_483_647);

/** An amount staff type in currency units, at most 2 decimals, from `min` to `max`. */
export function staffYuan(min: number, max: number) {
  return z
    .number()
    .min(min)
    .max(max)
    .refine((n) => toMinor(n) / 100 === n, 'at most 2 decimals');
}
