import { homePath, type Query } from '@shop/domain';
import { preloadPage } from '../lib/router/page-directory.ts';
import { positiveId } from '../lib/router/query-id.ts';
import { router } from '../lib/router/use-route.tsx';

/*
 * The page a visit opens on (a shared link, a reload) starts loading at once instead of after the start steps:
 * its code while the catalogue of texts loads, its data as soon as the store is known (issue 15: a page's data
 * otherwise waits for its code, which waits for the start). The prefetchers come in a chunk of their own, asked
 * for beside the page's, so the home route's first load carries none of them.
 */

type Prefetch = (query: Query) => void;

const catalog = () => import('../features/catalog/index.ts');
const marketing = () => import('../features/marketing/index.ts');

async function productDetail(): Promise<Prefetch> {
  const [{ prefetchProductDetail }, { prefetchPromotions }] = await Promise.all([catalog(), marketing()]);
  return (query) => {
    const id = positiveId(query.productid);
    if (id === null) return;
    void prefetchProductDetail(id);
    // The detail waits for the promotions so its badges do not push the page down (decision 038).
    prefetchPromotions();
  };
}

const openingData: Record<string, () => Promise<Prefetch>> = {
  '/subpackages/category/pages/home/index': async () => {
    const { prefetchCategoryHome } = await catalog();
    return (query) => void prefetchCategoryHome(positiveId(query.categoryUid));
  },
  '/pages/detail/index': productDetail,
  '/subpackages/shopping/details': productDetail,
};

function openingRoute() {
  const { path, query } = router.current();
  return { path: path === '/' ? homePath : path, query };
}

let prefetcher: Promise<Prefetch | undefined> = Promise.resolve(undefined);

/** Starts fetching the opening page's code and its prefetcher (before the start steps run). */
export function preloadOpeningPage(): void {
  const { path } = openingRoute();
  preloadPage(path);
  prefetcher = openingData[path]?.().catch(() => undefined) ?? prefetcher;
}

/** Starts the opening page's data (once the start has set the store); the page asks again if this fails. */
export function startOpeningData(): void {
  const { query } = openingRoute();
  void prefetcher.then((prefetch) => prefetch?.(query));
}
