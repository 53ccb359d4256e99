import { type GiftItem, locales } from '@shop/domain';
import { z } from 'zod';
import { field } from '../wire/endpoint.ts';

const name = z.string().trim().min(1).max(60);
const giftName = {
  name,
  translations: z.partialRecord(z.enum(locales), z.strictObject({ name: name.optional() })).optional(),
};

/**
 * A gift item as staff write it and other areas store it (SPEC §3 gift items; the domain's GiftItem): giftType 0
 * balance (quantity in minor units, up to ¥100,000), 1 points, 2 coupons of a template, 3 goods and 8 service times
 * of a product, 4 goods and 7 a service described by name, 5 a nested gift package. Like a coupon rule (decision 030)
 * it is engine data, read as is: its money stays in minor units.
 */
export const giftItemSchema = z.discriminatedUnion('giftType', [
  z.strictObject({ giftType: z.literal(0), quantity: z.number().int().min(1).max(10_000_000) }),
  z.strictObject({ giftType: z.literal(1), quantity: z.number().int().min(1).max(1_000_000) }),
  z.strictObject({
    giftType: z.literal(2),
    quantity: z.number().int().min(1).max(50),
    giftInfo: z.strictObject({ templateId: field.id }),
  }),
  z.strictObject({
    giftType: z.union([z.literal(3), z.literal(8)]),
    quantity: z.number().int().min(1).max(999),
    giftInfo: z.strictObject({ productId: field.id, ...giftName }),
  }),
  z.strictObject({
    giftType: z.union([z.literal(4), z.literal(7)]),
    quantity: z.number().int().min(1).max(999),
    giftInfo: z.strictObject(giftName),
  }),
  z.strictObject({
    giftType: z.literal(5),
    quantity: z.number().int().min(1).max(10),
    giftInfo: z.strictObject({ packageId: field.id }),
  }),
]) satisfies z.ZodType<GiftItem>;

/** The items of one gift: a package's, a top-up rule's, a reward's. */
export const giftItemsSchema = z.array(giftItemSchema).min(1).max(20);
