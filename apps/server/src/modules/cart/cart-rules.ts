import type { InvalidBasketItem } from '@shop/contracts';
import { allocateStock, type CartLineState } from '@shop/domain';
import type { StoreSettings } from '../../db/schema/store.ts';
import type { CatalogOption, CatalogProduct } from '../catalog/index.ts';

/** A line the cart keeps, with the catalogue rows that price it. */
export interface CheckedLine extends CartLineState {
  product: CatalogProduct;
  options: CatalogOption[];
  /** The quantity the shopper asked for; `quantity` differs only when stock cut it. */
  asked: number;
  outOfStock: boolean;
}

export interface CheckedCart {
  kept: CheckedLine[];
  /** Lines removed as unavailable or cut by stock, in cart order. */
  invalid: InvalidBasketItem[];
}

/** Whether each combo group the line chose from has between its min and max choices (SPEC §5 combo). */
function choicesFit(chosen: readonly CatalogOption[]): boolean {
  const counts = new Map<number, number>();
  for (const option of chosen)
    if (option.choices) counts.set(option.groupId, (counts.get(option.groupId) ?? 0) + 1);
  if (counts.size === 0) return true;
  return chosen.every(
    (o) => !o.choices || (counts.get(o.groupId)! >= o.choices.min && counts.get(o.groupId)! <= o.choices.max),
  );
}

/**
 * The line's options when each belongs to the line's product, no single-choice group is chosen twice and each
 * combo group chosen from has as many choices as the combo asks; null makes the line unavailable. A combo group
 * with nothing chosen is a required group left out: checkout names it (ORDER_OPTIONS_REQUIRED).
 */
function validOptions(line: CartLineState, product: CatalogProduct): CatalogOption[] | null {
  const chosen: CatalogOption[] = [];
  const singleGroups = new Set<number>();
  for (const id of line.optionIds) {
    const option = product.options.get(id);
    if (!option) return null;
    if (!option.multiple) {
      if (singleGroups.has(option.groupId)) return null;
      singleGroups.add(option.groupId);
    }
    chosen.push(option);
  }
  return choicesFit(chosen) ? chosen : null;
}

function unavailable(line: CartLineState, product: CatalogProduct | undefined): InvalidBasketItem {
  return {
    ProductId: line.productId,
    // Only this store's products are named: another store's catalogue is not revealed.
    ProductName: product?.name ?? '',
    Stock: 0,
    Quantity: line.quantity,
    IsOutStock: true,
    Unavailable: true,
  };
}

/** Applies the SPEC §4 stock rule per product over its lines; returns the report of each cut line. */
function applyStock(lines: CheckedLine[], allowBelowZero: boolean): Map<CheckedLine, InvalidBasketItem> {
  const byProduct = new Map<number, CheckedLine[]>();
  for (const line of lines) {
    const group = byProduct.get(line.productId);
    if (group) group.push(line);
    else byProduct.set(line.productId, [line]);
  }
  const reports = new Map<CheckedLine, InvalidBasketItem>();
  for (const group of byProduct.values()) {
    const { product } = group[0]!;
    const grants = allocateStock(
      group.map((line) => line.asked),
      product.stock,
      allowBelowZero,
      product.ignoreStock,
    );
    group.forEach((line, i) => {
      const grant = grants[i]!;
      if (!grant.cut) return;
      // An out-of-stock line keeps the quantity asked so it is listed (and revives when stock returns).
      line.outOfStock = grant.outOfStock;
      line.quantity = grant.outOfStock ? line.asked : grant.granted;
      reports.set(line, {
        ProductId: line.productId,
        ProductName: product.name,
        Stock: Math.max(0, product.stock),
        Quantity: line.asked,
        IsOutStock: grant.outOfStock,
        Unavailable: false,
      });
    });
  }
  return reports;
}

/**
 * Checks every line against the catalogue: unknown, other-store and off-shelf products and unknown or foreign
 * options are dropped and reported; the rest are held to stock unless the store allows stock below zero or the
 * product ignores stock. Prices are never taken from the client: they come with the product and option rows.
 */
export function checkLines(
  lines: CartLineState[],
  storeId: number,
  settings: Pick<StoreSettings, 'allowStockBelowZero'>,
  products: Map<number, CatalogProduct>,
): CheckedCart {
  const order: Array<CheckedLine | InvalidBasketItem> = [];
  const kept: CheckedLine[] = [];
  for (const line of lines) {
    const found = products.get(line.productId);
    const product = found && found.storeId === storeId ? found : undefined;
    const chosen = product?.onShelf ? validOptions(line, product) : null;
    if (!product || !chosen) {
      order.push(unavailable(line, product));
      continue;
    }
    // Spelled out rather than spread: spreading into a wider object is slow on this hot path.
    const checked: CheckedLine = {
      key: line.key,
      productId: line.productId,
      optionIds: line.optionIds,
      quantity: line.quantity,
      comment: line.comment,
      excluded: line.excluded,
      product,
      options: chosen,
      asked: line.quantity,
      outOfStock: false,
    };
    kept.push(checked);
    order.push(checked);
  }
  const cuts = applyStock(kept, settings.allowStockBelowZero === true);
  const invalid = order.flatMap((entry) => {
    if (!('product' in entry)) return [entry];
    const cut = cuts.get(entry);
    return cut ? [cut] : [];
  });
  return { kept, invalid };
}
