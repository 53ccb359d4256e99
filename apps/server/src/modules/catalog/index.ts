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
// Reading products: by ids, and a store's listing.
export { productsByIds } from './product-queries.ts';
export { invalidateProductPages, listCategories, listProducts } from './service.ts';
// Units a cancelled order gives back to the shelves (the order lifecycle's stock effect).
export { returnStock } from './stock.ts';

/** How the app mounts the catalog: categories, product lists and details, and the text staff translate. */
export const catalogModule: ShopModule = {
  name: 'catalog',
  routes: registerCatalog,
  translatables: catalogTranslatables,
};
