import {
  type CartItemIn,
  checkShopCartByMode,
  headerNames,
  orderModeByNumber,
  syncShopCart,
  syncShopCartV2,
} from '@shop/contracts';
import type { LineChange } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import type { CartOwner } from './cart-store.ts';
import { unsupportedProductIds } from './mode-check.ts';
import { syncReply } from './present.ts';
import { syncCart } from './service.ts';

/** The cart's store: the x-store-id header, required. */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

/**
 * A session header makes it the member's cart; a header that no longer resolves is refused rather than quietly
 * falling back to a guest cart the shopper would not recognise. Without one, the guest's cartKey is needed.
 */
function ownerOf(ctx: CallContext, cartKey: string | undefined): CartOwner {
  if (ctx.headers.session) {
    if (!ctx.member) throw new AppError('NOT_LOGGED_IN');
    return { kind: 'member', memberId: ctx.member.uid };
  }
  if (cartKey) return { kind: 'guest', cartKey };
  throw new AppError('CART_OWNER_REQUIRED', {}, { Field: 'cartKey' });
}

function toChange(item: CartItemIn): LineChange {
  return {
    productId: item.ProductId,
    optionIds: (item.CartItemAttributes ?? []).map((attr) => attr.txtproductAttributeUid),
    quantity: item.ProductNum,
    comment: item.Comment ?? undefined,
    excluded: item.excluded ?? undefined,
  };
}

export function registerCart(app: FastifyInstance, deps: AppDeps): void {
  for (const contract of [syncShopCartV2, syncShopCart]) {
    registerEndpoint(app, deps, contract, async (input, ctx) => {
      const target = {
        storeId: storeOf(ctx),
        owner: ownerOf(ctx, input.cartKey),
        cartType: input.cartType,
        locale: input.needProductInfo ? ctx.locale : undefined,
      };
      const changes = input.shopcartItems.map(toChange);
      const mode = input.isMerge ? 'merge' : 'replace';
      const now = ctx.clock.now();
      const outcome = await syncCart(ctx.db, target, changes, mode, now, 'refuse');
      return syncReply(outcome, input.needProductInfo ? ctx.locale : null);
    });
  }

  registerEndpoint(app, deps, checkShopCartByMode, async (input, ctx) => {
    const target = {
      storeId: storeOf(ctx),
      owner: ownerOf(ctx, input.cartKey),
      cartType: input.cartType ?? 0,
    };
    const ids = await unsupportedProductIds(ctx.db, target, orderModeByNumber[input.mode]);
    return { successed: true as const, result: { onSupportProductIds: ids } };
  });
}
