import type { BlockedItem, CartView } from '../state/cart-types.ts';

export type SettleCheck = { kind: 'ok' } | { kind: 'empty' } | { kind: 'blocked'; items: BlockedItem[] };

/**
 * Whether the selected lines can go to settlement (SPEC §4, §8): selected out-of-stock lines and items the
 * server removed as unavailable block it and are listed; nothing buyable selected is 'cart is empty, or
 * contains items that cannot be bought'.
 */
export function settleCheck(view: Pick<CartView, 'items' | 'blockedItems'>): SettleCheck {
  const selected = new Set(view.items.filter((i) => !i.excluded).map((i) => i.key));
  const blocked = view.blockedItems.filter((b) => b.key === null || selected.has(b.key));
  if (blocked.length > 0) return { kind: 'blocked', items: blocked };
  const buyable = view.items.some((i) => !i.excluded && !i.IsOutStock && i.ProductNum > 0);
  return buyable ? { kind: 'ok' } : { kind: 'empty' };
}
