import type { CartItemIn, CartItemOut, InvalidBasketItem } from '@shop/contracts';
import { cartSummary, fromMinor, lineKey, type TotalsLine, toMinor, unitPrice } from '@shop/domain';
import type {
  BlockedItem,
  CartItem,
  CartProduct,
  CartView,
  ChosenAttribute,
  ProductCount,
} from './cart-types.ts';

/** The option ids of a line, as numbers. */
export function optionIdsOf(item: Pick<CartItemOut, 'CartItemAttributes'>): number[] {
  return item.CartItemAttributes.map((a) => Number(a.txtproductAttributeUid));
}

/** A server line with its line key. */
export function withKey(item: CartItemOut): CartItem {
  return { ...item, key: lineKey(item.ProductId, optionIdsOf(item)) };
}

/** A new line made from a product card before the server has priced it (the server's answer replaces it). */
export function newLine(
  product: CartProduct,
  attributes: readonly ChosenAttribute[],
  quantity: number,
  index: number,
): CartItem {
  const addOns = attributes.map((a) => toMinor(a.addPrice));
  const price = toMinor(product.SellPrice);
  const original = Math.max(toMinor(product.OriginalPrice ?? product.SellPrice), price);
  const item: CartItemOut = {
    ProductId: product.ProductId,
    ProductNum: quantity,
    SellPrice: fromMinor(unitPrice(price, addOns)),
    ProductSellPrice: product.SellPrice,
    OriginalPrice: fromMinor(unitPrice(original, addOns)),
    CartItemAttributes: attributes.map((a) => ({
      txtproductAttributeUid: String(a.uid),
      attributeValue: a.addPrice,
      attributeName: a.name,
      ...(a.groupName ? { groupName: a.groupName } : {}),
    })),
    Stock: product.Stock,
    IgnoreStock: product.IgnoreStock,
    CartIdx: index,
    CartItemId: 0,
    Comment: '',
    excluded: false,
    IsOutStock: false,
    Quantity: quantity,
    ProductName: product.ProductName,
    ImageName: product.ImageName ?? '',
    Specifications: product.Specifications ?? '',
    Attribute5: product.Attribute5 ?? '',
    Attribute6: product.Attribute6 ?? '',
    Barcode: product.Barcode ?? '',
    categoryUid: product.categoryUid ?? null,
  };
  return withKey(item);
}

/**
 * The cart the shopper sees: the server's lines with the changes not yet confirmed laid over them, in order.
 * A change to 0 removes its line; a change to a line the server does not have appends it.
 */
export function applyChanges(
  base: readonly CartItem[],
  ...layers: ReadonlyMap<string, CartItem>[]
): CartItem[] {
  let items = [...base];
  for (const layer of layers) {
    if (layer.size === 0) continue;
    const seen = new Set<string>();
    items = items.flatMap((item) => {
      const change = layer.get(item.key);
      if (!change) return [item];
      seen.add(item.key);
      return change.ProductNum > 0 ? [change] : [];
    });
    for (const [key, change] of layer) if (!seen.has(key) && change.ProductNum > 0) items.push(change);
  }
  return items;
}

/** One line of a merge sync: identity, quantity and selection; the server prices it itself. */
export function toRequestLine(item: CartItem): CartItemIn {
  return {
    ProductId: item.ProductId,
    ProductNum: item.ProductNum,
    CartItemAttributes: item.CartItemAttributes.map((a) => ({
      txtproductAttributeUid: Number(a.txtproductAttributeUid),
    })),
    excluded: item.excluded,
  };
}

/** Units of a product already in the cart that stock has to cover (out-of-stock lines hold none). */
export function unitsOfProduct(items: readonly CartItem[], productId: number): number {
  return items.reduce((n, i) => (i.ProductId === productId && !i.IsOutStock ? n + i.ProductNum : n), 0);
}

function totalsLine(item: CartItem): TotalsLine {
  return {
    unitPrice: toMinor(item.SellPrice),
    originalUnitPrice: toMinor(item.OriginalPrice),
    quantity: item.ProductNum,
    excluded: item.excluded,
    outOfStock: item.IsOutStock,
  };
}

/** Keeps the first report of each product name (the server reports an unavailable line once). */
export function mergeUnavailable(
  kept: readonly InvalidBasketItem[],
  reported: readonly InvalidBasketItem[],
): InvalidBasketItem[] {
  const out = [...kept];
  for (const item of reported) {
    if (!item.Unavailable) continue;
    if (!out.some((k) => k.ProductId === item.ProductId && k.ProductName === item.ProductName))
      out.push(item);
  }
  return out;
}

/** What the cart view derives from its lines: totals (the domain's, as the server computes them) and counts. */
export function deriveView(
  items: CartItem[],
  unavailable: readonly InvalidBasketItem[],
): Omit<CartView, 'status' | 'message'> {
  const countByProduct: Record<number, ProductCount> = {};
  const countByCategory: Record<number, number> = {};
  let totalUnits = 0;
  for (const item of items) {
    if (!item.IsOutStock) totalUnits += item.ProductNum;
    const seen = countByProduct[item.ProductId];
    countByProduct[item.ProductId] = {
      num: (seen?.num ?? 0) + item.ProductNum,
      attr5: item.Attribute5 ?? '',
      bcode: item.Barcode ?? '',
    };
    if (item.categoryUid != null) {
      countByCategory[item.categoryUid] = (countByCategory[item.categoryUid] ?? 0) + item.ProductNum;
    }
  }
  const outOfStock: BlockedItem[] = items
    .filter((i) => i.IsOutStock)
    .map((i) => ({
      key: i.key,
      ProductId: i.ProductId,
      ProductName: i.ProductName ?? '',
      Stock: Math.max(0, i.Stock),
      Quantity: i.ProductNum,
      IsOutStock: true,
      Unavailable: false,
    }));
  const gone: BlockedItem[] = unavailable.map((u) => ({ ...u, key: null }));
  return {
    items,
    summary: cartSummary(items.map(totalsLine)),
    countByProduct,
    countByCategory,
    totalUnits,
    blockedItems: [...outOfStock, ...gone],
  };
}
