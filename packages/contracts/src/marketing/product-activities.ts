import { z } from 'zod';
import { marketingPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/** The activities a product can take part in, named as SPEC §2's event detail links name them. */
export const productActivityKind = z.enum(['seckill', 'group', 'bargain', 'presale']);
export type ProductActivityKind = z.infer<typeof productActivityKind>;

/**
 * An activity of the store on one of its products, for the product's badge: what it is, the price it offers
 * (the flash-sale price, the group price, the bargain's floor, the pre-sale's deposit) and when it can be joined.
 */
export const productActivityOut = z.object({
  kind: productActivityKind,
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  price: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ProductActivityOut = z.infer<typeof productActivityOut>;

/** The product activity calls (issue 30: badges on products taking part). */
export const productActivityEndpoints = {
  /**
   * The store's activities tied to a product that can still be joined (x-store-id): running or upcoming, the
   * soonest to start first. One list per store, matched against products on the web as promotions are.
   */
  productActivities: endpoint({
    path: marketingPaths.productActivities,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ activities: z.array(productActivityOut), serverTime: z.string() }),
  }),
};
