import {
  type CategoryNode,
  type catalogEndpoints,
  catalogPaths,
  defaultHomeShortcuts,
  newArrivalsSection,
  type PageStructure,
  type ProductCard,
  type StoreInfo,
} from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

// References, not the contract objects: this file is on the home route's first load (no zod there; the
// default-page constants come from a module of the contracts that has none).
const categoriesEndpoint = endpointRef<typeof catalogEndpoints.categories>(catalogPaths.categories);
const listMultiEndpoint = endpointRef<typeof catalogEndpoints.listMulti>(catalogPaths.listMulti);

/**
 * The home page the client draws when the server has none to give (SPEC §7: PagesStructure error 500): the
 * search entry, the store's banners, its first categories as shortcuts and its newest products.
 */
export function defaultHomePage(
  info: StoreInfo | null,
  categories: readonly CategoryNode[],
  newest: readonly ProductCard[],
): PageStructure {
  const sections: PageStructure['sections'] = [{ type: 'search', id: 'search' }];
  const banners = info?.banners ?? [];
  if (banners.length > 0) sections.push({ type: 'banner', id: 'banner', images: banners.slice(0, 10) });
  if (categories.length > 0) {
    const items = categories.slice(0, defaultHomeShortcuts).map((c) => ({
      categoryUid: c.uid,
      name: c.name,
      icon: c.icon,
      system: c.system,
    }));
    sections.push({ type: 'shortcuts', id: 'shortcuts', items });
  }
  if (newest.length > 0) {
    sections.push({ ...newArrivalsSection, products: [...newest] });
  }
  return { sections };
}

/** Builds the default page, leaving out what cannot be loaded rather than failing. */
export async function loadDefaultHomePage(storeId: number, info: StoreInfo | null): Promise<PageStructure> {
  const [categories, newest] = await Promise.all([
    call(categoriesEndpoint, { storeId }).catch(() => []),
    call(listMultiEndpoint, { storeId, pageIndex: 1, pageSize: newArrivalsSection.limit })
      .then((page) => page.items)
      .catch(() => []),
  ]);
  return defaultHomePage(info, categories, newest);
}
