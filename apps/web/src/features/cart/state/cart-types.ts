import type { CartItemOut, InvalidBasketItem, ProductCard } from '@shop/contracts';
import type { CartSummary } from '@shop/domain';

/**
 * The cart as the app holds it (SPEC §3). Items keep the wire names of the cart item (ProductId, SellPrice as a
 * decimal with the options' add-ons, ProductNum, IsOutStock …) plus `key`, the line identity of the domain
 * (`lineKey(productId, optionIds)`): the same product with other options is another line.
 */
export type CartItem = CartItemOut & { key: string };

/** What adding needs of a product: the fields of a product card (list, home section or detail page). */
export type CartProduct = Pick<
  ProductCard,
  'ProductId' | 'ProductName' | 'SellPrice' | 'Stock' | 'IgnoreStock'
> &
  Partial<
    Pick<
      ProductCard,
      | 'OriginalPrice'
      | 'ImageName'
      | 'categoryUid'
      | 'Barcode'
      | 'Specifications'
      | 'Attribute5'
      | 'Attribute6'
    >
  >;

/** One chosen option: an attribute option of the product (uid, name, addPrice in decimals) and its group's name. */
export interface ChosenAttribute {
  uid: number;
  name: string;
  addPrice: number;
  groupName?: string;
}

/** Units of a product in the cart, with the fields SPEC §3 keeps beside the count. */
export interface ProductCount {
  num: number;
  attr5: string;
  bcode: string;
}

/**
 * 'idle' nothing loaded yet (no store); 'loading' the first load is under way; 'syncing' changes are waiting
 * for the debounce or on the wire; 'ready' in step with the server; 'error' the last sync failed (its changes
 * were rolled back and `message` says why).
 */
export type CartStatus = 'idle' | 'loading' | 'syncing' | 'ready' | 'error';

/** A line that cannot be bought: out of stock (kept in the cart) or unavailable (already removed by the server). */
export type BlockedItem = InvalidBasketItem & { key: string | null };

export interface CartView {
  /** Lines in cart order, with the shopper's unsent changes applied. */
  items: readonly CartItem[];
  /** Totals of the selected, buyable lines (SPEC §3 cart summary; decimals). */
  summary: CartSummary;
  /** Units per product id, over every line of the product. */
  countByProduct: Readonly<Record<number, ProductCount>>;
  /** Units per category uid. */
  countByCategory: Readonly<Record<number, number>>;
  /** Units in the cart, selected or not, out-of-stock lines left out (the tab badge). */
  totalUnits: number;
  /** Out-of-stock lines and items the server removed as unavailable (SPEC §8), until cleared. */
  blockedItems: readonly BlockedItem[];
  status: CartStatus;
  /** The last message for the shopper: the server's notice, a refusal or a sync failure (translated). */
  message: string | null;
}

export type AddResult = { ok: true } | { ok: false; message: string };

export interface CartActions {
  /** Adds units of a product with its chosen options; refused locally beyond stock (SPEC §4). */
  add(product: CartProduct, attributes?: readonly ChosenAttribute[], qty?: number): AddResult;
  /** Sets a line's quantity (0 removes it); raising it is held to stock like adding. */
  setQuantity(lineKey: string, qty: number): AddResult;
  /** Removes a line. */
  remove(lineKey: string): void;
  /** Ticks or unticks lines for settlement (the excluded flag, kept by the server). */
  setSelected(lineKeys: readonly string[], selected: boolean): void;
  /** Sends waiting changes now (or reloads when none wait); resolves true when the cart is in step. */
  syncNow(): Promise<boolean>;
  /** Removes the out-of-stock lines and forgets the unavailable items. */
  clearInvalid(): Promise<boolean>;
}
