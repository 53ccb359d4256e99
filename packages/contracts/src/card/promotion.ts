import { z } from 'zod';
import { promotionOut } from '../marketing.ts';
import { cardPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';
import { cardProductOut, memberCardOut } from './cards.ts';

/** A promotion card's code as a link or a poster carries it (couponPromotionCardDetails?code=); matched without case. */
export const promotionCardCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'code: 3–32 of A-Z a-z 0-9 _ -');

/**
 * A promotion card's page (couponPromotionCardDetails?code=): the product (its refusal says why the caller cannot
 * get one now: not logged in, ended, the buy limit …), the promotion it unlocks as the promotions page shows one
 * (promotionActive: still running), and the caller's card of it (their newest usable one, else their newest; null
 * for a guest or a member holding none).
 */
export const promotionCardOut = z.object({
  code: z.string(),
  product: cardProductOut,
  promotion: promotionOut,
  promotionActive: z.boolean(),
  card: memberCardOut.nullable(),
});
export type PromotionCardOut = z.infer<typeof promotionCardOut>;

/** The promotion card calls (SPEC §2 coupons: couponPromotionCardDetails); got through Card/BuyCard with its code. */
export const promotionCardEndpoints = {
  /** A promotion card by its code; CARD_PRODUCT_NOT_FOUND for an unknown code or one not sold in this store. */
  promotionCardDetails: endpoint({
    path: cardPaths.promotionCardDetails,
    access: 'public',
    request: z.strictObject({ code: promotionCardCode }),
    result: promotionCardOut,
  }),
};
