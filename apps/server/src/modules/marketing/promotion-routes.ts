import { type PromotionOut, promotionEndpoints } from '@shop/contracts';
import { isSelected } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { productsByIds } from '../catalog/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { productsNamedBy, toPromotionOut } from './promotion-present.ts';
import { type LivePromotion, livePromotions } from './promotion-store.ts';

/** Whether a promotion covers a product: its selection, or (a combo) its items. */
function covers(entry: LivePromotion, productId: number, categoryId: number | null): boolean {
  const { rule } = entry.promotion;
  if (rule.t === 'PromotionCombo') return rule.items.some((item) => item.productId === productId);
  return isSelected(rule.products, productId, categoryId);
}

/** A promotion only for members something they hold unlocks it for (a rule stored before the flag: not). */
function isUnlockedOnly(entry: LivePromotion): boolean {
  return entry.promotion.rule.unlockedOnly === true;
}

/** The category of a product of the store, for the selection test (null when not the store's). */
async function categoryOf(ctx: CallContext, storeId: number, productId: number) {
  const [row] = await productsByIds(ctx.db, storeId, [productId]);
  return row ? { categoryId: row.categoryId } : null;
}

/**
 * ProductPromotions/LoadPromotionDiscountList (SPEC §7): the store's promotions running now or later, from the
 * per-store cache checkout prices with; filtered by type for the promotions page and by product for a detail
 * page's badges.
 */
export function registerPromotionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  storeOf: (ctx: CallContext) => number,
) {
  registerEndpoint(app, deps, promotionEndpoints.loadPromotionDiscountList, async (input, ctx) => {
    const store = (await requireStoreRecord(ctx, storeOf(ctx))).row;
    // An unlocked-only promotion is advertised by what unlocks it (a promotion card's page), not to everyone.
    let live = (await livePromotions(ctx.db, ctx.clock, store.id)).filter((entry) => !isUnlockedOnly(entry));
    if (input.t) live = live.filter((entry) => entry.row.type === input.t);
    if (input.productId !== undefined) {
      const product = await categoryOf(ctx, store.id, input.productId);
      live = product ? live.filter((entry) => covers(entry, input.productId!, product.categoryId)) : [];
    }
    const named = await productsNamedBy(
      ctx.db,
      store.id,
      live.map((entry) => entry.row),
    );
    const list: PromotionOut[] = live.map((entry) => toPromotionOut(entry.row, named, ctx.locale));
    return { promotions: list, serverTime: ctx.clock.now().toISOString() };
  });
}
