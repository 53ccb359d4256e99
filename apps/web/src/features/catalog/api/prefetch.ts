import { queryClient } from '../../../lib/api/query-client.ts';
import { currentLocale } from '../../../lib/i18n/messages.ts';
import { currentStoreId } from '../../store/index.ts';
import { listModeNow } from '../state/list-mode.ts';
import { openingCategory } from '../state/opening-category.ts';
import { categoriesQuery } from './categories.ts';
import { productListQuery } from './list-multi.ts';
import { productDetailQuery } from './product-detail.ts';

/*
 * A page opened first (a shared link, a reload) asks for its data only once its code has arrived and run; these
 * start the same queries, under the same keys, while the code is still on its way (issue 15: the category home
 * and the product detail were a chunk, then one or two calls, in a row). Failures are left to the page, which asks
 * again when it mounts.
 */

/** The category home's data: the category tree, then the first page of the category it opens on. */
export async function prefetchCategoryHome(asked: number | null): Promise<void> {
  const storeId = currentStoreId();
  if (storeId === null) return;
  const locale = currentLocale();
  const categories = await queryClient.fetchQuery(categoriesQuery(storeId, locale)).catch(() => []);
  const opening = openingCategory(categories, asked);
  if (!opening) return;
  const filter = { categoryUids: [opening.uid], mode: listModeNow() };
  await queryClient.prefetchInfiniteQuery(productListQuery(storeId, filter, locale));
}

/** A product's detail. */
export async function prefetchProductDetail(productId: number): Promise<void> {
  const storeId = currentStoreId();
  if (storeId === null) return;
  await queryClient.prefetchQuery(productDetailQuery(storeId, productId, currentLocale()));
}
