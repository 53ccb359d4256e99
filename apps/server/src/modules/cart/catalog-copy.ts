import type { Db } from '../../db/client.ts';
import type { CatalogOption, CatalogProduct } from '../catalog/index.ts';
import { type CartFacts, cartFactsOf, cartFactsText } from './cart-facts.ts';
import type { CartRead } from './cart-read.ts';

/**
 * This instance's copy of what cart reads saw of stores, products and options, each with its part of the facts
 * (decision 055 addendum). A known cart's sync of a product it has not read yet, and a new cart's first sync, are
 * planned from it and written by the statement that checks those facts, so they need no read when another cart
 * read the product already: a copy that is out of date only fails that check, and the sync reads afresh.
 */
interface StoreCopy {
  fact: string;
  allowStockBelowZero: boolean;
  maxLineQuantity: number | null;
}
interface ProductCopy {
  product: CatalogProduct;
  fact: string;
}
interface OptionCopy {
  option: CatalogOption;
  productId: number;
  fact: string;
}
/** Products and options as read for one fallback chain of languages (a read keeps only its chain's texts). */
interface ChainCopy {
  products: Map<number, ProductCopy>;
  options: Map<number, OptionCopy>;
}
interface Copy {
  stores: Map<number, StoreCopy>;
  chains: Map<string, ChainCopy>;
}

/** Rows kept per kind and chain: a chain's whole catalogue in most shops; the oldest copied goes first. */
const MAX_COPIED = 20_000;

const copies = new WeakMap<Db, Copy>();

function copyIn(db: Db): Copy {
  let copy = copies.get(db);
  if (!copy) {
    copy = { stores: new Map(), chains: new Map() };
    copies.set(db, copy);
  }
  return copy;
}

function chainIn(copy: Copy, chain: string): ChainCopy {
  let rows = copy.chains.get(chain);
  if (!rows) {
    rows = { products: new Map(), options: new Map() };
    copy.chains.set(chain, rows);
  }
  return rows;
}

function put<T>(map: Map<number, T>, id: number, value: T): void {
  map.delete(id);
  if (map.size >= MAX_COPIED) map.delete(map.keys().next().value!);
  map.set(id, value);
}

/** Copies what a read of `storeId`, for readers of `chain`, saw. */
export function copyRead(db: Db, storeId: number, chain: string, read: CartRead): void {
  const facts = cartFactsOf(read.facts);
  const copy = copyIn(db);
  copy.stores.set(storeId, {
    fact: facts.store,
    allowStockBelowZero: read.allowStockBelowZero,
    maxLineQuantity: read.maxLineQuantity,
  });
  const rows = chainIn(copy, chain);
  for (const product of read.products.values()) {
    const fact = facts.products.get(product.id);
    if (fact === undefined) continue;
    put(rows.products, product.id, { product, fact });
    for (const option of product.options.values()) {
      const optionFact = facts.options.get(option.id);
      if (optionFact !== undefined)
        put(rows.options, option.id, { option, productId: product.id, fact: optionFact });
    }
  }
}

/** The part of a read a plan needs besides the cart's own rows, and the facts its write must still find. */
export type CopiedRead = Omit<CartRead, 'cart' | 'rows'>;

/** A product as a plan sees it: with exactly the copied options of `optionIds` that belong to it. */
function withOptions(copied: ProductCopy, options: OptionCopy[]): CatalogProduct {
  if (options.length === 0 && copied.product.options.size === 0) return copied.product;
  const product = { ...copied.product, options: new Map<number, CatalogOption>() };
  for (const o of options) product.options.set(o.option.id, o.option);
  return product;
}

/**
 * What a read of the store's cart with these products and options would give besides the cart's rows, from the
 * copy alone; null when the copy lacks any of them (the sync reads). An option of another product is in the facts
 * and on no product, as a read leaves it.
 */
export function copiedRead(
  db: Db,
  storeId: number,
  chain: string,
  ids: { productIds: readonly number[]; optionIds: readonly number[] },
): CopiedRead | null {
  const copy = copies.get(db);
  const store = copy?.stores.get(storeId);
  const rows = copy?.chains.get(chain);
  if (!store || !rows) return null;
  const facts: CartFacts = { store: store.fact, products: new Map(), options: new Map() };
  const optionsOf = new Map<number, OptionCopy[]>();
  for (const id of ids.optionIds) {
    const option = rows.options.get(id);
    if (!option) return null;
    facts.options.set(id, option.fact);
    const list = optionsOf.get(option.productId);
    if (list) list.push(option);
    else optionsOf.set(option.productId, [option]);
  }
  const products = new Map<number, CatalogProduct>();
  for (const id of ids.productIds) {
    const copied = rows.products.get(id);
    if (!copied) return null;
    facts.products.set(id, copied.fact);
    products.set(id, withOptions(copied, optionsOf.get(id) ?? []));
  }
  return {
    allowStockBelowZero: store.allowStockBelowZero,
    maxLineQuantity: store.maxLineQuantity,
    products,
    facts: cartFactsText(facts),
  };
}
