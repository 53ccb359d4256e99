import { locales } from '@shop/domain';
import { z } from 'zod';
import { field } from '../wire/endpoint.ts';

/**
 * Where a banner, notice or shortcut leads: the subset of the domain's DetailLink a store page uses, plus the
 * named links of SPEC §2 (the client resolves them with detailLink / namedLink).
 */
export const pageLink = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('goods'),
    /** A product id, or a combo id with a leading c. */
    id: z.union([field.id, z.string().regex(/^c\d{1,10}$/)]),
    goodsType: z.number().int().min(0).max(99).optional(),
  }),
  z.strictObject({ type: z.literal('category'), uid: field.id, name: z.string().max(50).optional() }),
  /** A custom page of the store (/PageDefine/<id>, decision 040). */
  z.strictObject({ type: z.literal('page'), id: field.id, name: z.string().max(50).optional() }),
  /** A label of the SPEC §2 named-link map, e.g. 'couponCenter', 'recharge', 'checkIn'. */
  z.strictObject({ type: z.literal('named'), name: z.string().min(1).max(40) }),
  z.strictObject({
    type: z.literal('url'),
    url: z.string().min(1).max(500),
    title: z.string().max(50).optional(),
  }),
]);
export type PageLink = z.infer<typeof pageLink>;

/**
 * A saved text's translations (decision 020): per locale, the fields that differ from the store's base text.
 * Only saved structures carry them; the server answers each text in the reader's locale.
 */
export function translationsOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.partialRecord(z.enum(locales), z.strictObject(shape).partial()).optional();
}
