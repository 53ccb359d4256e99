// The public face of the catalog module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerCatalog } from './routes.ts';
import { catalogTranslatables } from './translatables.ts';

// Categories of a store, as a tree and as folder nodes.
export {
  categoryName,
  categoryTree,
  folderNodes,
  type StoreCategories,
  storeCategories,
} from './category-tree.ts';
// Products as cards and wire prices.
export { productText, toProductCard, toWirePrice } from './product-card.ts';
// Products other areas refer to: which exist (in a store, on the shelf), their options, their names and images.
export {
  catalogNames,
  optionsOfProduct,
  type ProductScope,
  productLabels,
  productsThatExist,
} from './product-lookups.ts';
// Whether a product is sold in an order mode, as a condition of another area's query.
export { notSoldIn } from './product-modes.ts';
// Reading products: by ids, and a store's listing.
export { productsByIds } from './product-queries.ts';
// The product read model of carts and orders: SQL fragments for the reader's own statement, and their rows read.
export {
  type CatalogOption,
  type CatalogProduct,
  type GroupJson,
  type OptionJson,
  optionsJsonSql,
  type ProductFacts,
  type ProductJson,
  productFactsOf,
  productFactsSql,
  productFactsText,
  productMap,
  productsJsonSql,
  requiredGroupsJsonSql,
} from './product-read.ts';
export { invalidateProductPages, listCategories, listProducts } from './service.ts';
// Units a cancelled order gives back to the shelves (the order lifecycle's stock effect).
export { returnStock } from './stock.ts';
// Stock taken by an order: the placing statement's CTEs, and what is left after a take came up short.
export { type StockTakeSql, stockLeft, stockTakeCtes, stockTakenSql } from './stock-take.ts';

/** How the app mounts the catalog: categories, product lists and details, and the text staff translate. */
export const catalogModule: ShopModule = {
  name: 'catalog',
  routes: registerCatalog,
  translatables: catalogTranslatables,
};
