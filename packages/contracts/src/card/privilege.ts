import { z } from 'zod';
import { cardPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { cardProductOut, memberCardDetailOut } from './cards.ts';

/** Coupons of one template a privilege card gives each month, named in the reader's language. */
export const privilegeCouponOut = z.object({
  templateId: z.number().int(),
  count: z.number().int(),
  name: z.string(),
  description: z.string(),
});

/**
 * The price benefit of a privilege card's period as the store set it: discountRate the percent of the price a
 * holder pays (90 = 10% off; null none), memberPrices whether the goods' member prices apply. Stored and carried
 * for the pricing engine's order offers (decision 057 §5); no order applies it yet, so the pages do not promise it.
 */
export const privilegeBenefitOut = z.object({
  discountRate: z.number().int().nullable(),
  memberPrices: z.boolean(),
});

/** What a privilege card product gives: its period in months (1, 3 or 12), each month's coupons, the benefit. */
export const privilegeTermsOut = z.object({
  periodMonths: z.number().int(),
  coupons: z.array(privilegeCouponOut),
  benefit: privilegeBenefitOut,
});
export type PrivilegeTermsOut = z.infer<typeof privilegeTermsOut>;

/** A privilege card on sale (buyPrivilegeCard): the product as every card's, with its terms. */
export const privilegeProductOut = cardProductOut.extend({ privilege: privilegeTermsOut });
export type PrivilegeProductOut = z.infer<typeof privilegeProductOut>;

/** One month's coupons given on a held card: which month (0 the first), when it began, when given, how many. */
export const privilegeGrantOut = z.object({
  seq: z.number().int(),
  periodStart: z.string(),
  at: z.string(),
  coupons: z.number().int(),
});
export type PrivilegeGrantOut = z.infer<typeof privilegeGrantOut>;

/**
 * A held privilege card's page (couponPrivilegeCardDetails): the card as every card's page, its terms, the months
 * bought in all (renewals added), the store-calendar days left (today counted; 0 once over), the months' coupons
 * given so far (newest first), when the next month's come (null when none is left), and its product as on sale
 * again for renewal (its refusal says whether the member can renew now).
 */
export const privilegeCardOut = memberCardDetailOut.extend({
  privilege: privilegeTermsOut,
  months: z.number().int(),
  daysLeft: z.number().int(),
  grants: z.array(privilegeGrantOut),
  nextGrantAt: z.string().nullable(),
  renewal: privilegeProductOut,
});
export type PrivilegeCardOut = z.infer<typeof privilegeCardOut>;

/** The privilege card calls (SPEC §2 coupons: buyPrivilegeCard, couponPrivilegeCardDetails); bought by Card/BuyCard. */
export const privilegeCardEndpoints = {
  /** Privilege cards on sale in this store (x-store-id), each a period with its price and terms, by the store's order. */
  privilegeCardProducts: endpoint({
    path: cardPaths.privilegeCardProducts,
    access: 'public',
    request: z.strictObject({ pageIndex: field.page.optional(), pageSize: field.pageSize.optional() }),
    result: z.object({ products: z.array(privilegeProductOut), total: z.number().int() }),
  }),

  /** One of the member's privilege cards; another member's, another kind or none: CARD_NOT_FOUND (404). */
  privilegeCardDetails: endpoint({
    path: cardPaths.privilegeCardDetails,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: privilegeCardOut,
  }),
};
