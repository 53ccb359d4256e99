import { homePath, type Query } from '@shop/domain';
import { positiveId } from '../lib/router/query-id.ts';
import { router } from '../lib/router/use-route.tsx';

/*
 * The page a visit opens on (a shared link, a reload) asks for its data as soon as the store is known, beside its
 * code, instead of after it (issue 15: a page's data otherwise waits for its code). Not earlier: requests made before
 * the catalogue of texts has arrived queue ahead of it and put off the first paint (Lighthouse: +300 ms FCP when
 * the opening page's code was asked for at the very start). The prefetchers come in a chunk of their own, so the
 * home route's first load carries none of them.
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

/** Starts the opening page's data (once the start has set the store); the page asks again if this fails. */
export function startOpeningData(): void {
  const { path, query } = openingRoute();
  void openingData[path]?.()
    .then((prefetch) => prefetch(query))
    .catch(() => undefined);
}
