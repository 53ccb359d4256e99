import { homePath, type Query } from '@shop/domain';
import { preloadPage } from '../lib/router/page-directory.ts';
import { positiveId } from '../lib/router/query-id.ts';
import { router } from '../lib/router/use-route.tsx';
import { session } from '../lib/session/session.ts';
import { routeOf } from './routes.ts';

/*
 * The page a visit opens on (a shared link, a reload) asks for its code at the very start and for its data as
 * soon as the store is known, instead of each after the other (issue 15). The code could not start early while
 * the catalogue of texts was asked for only by the entry: its requests queued ahead of the texts and put off the
 * first paint (+300 ms FCP on the cart). index.html now fetches the texts itself (the server's modulepreload
 * links). The data waits for the store and the locale, which its queries are keyed by. The prefetchers come in a
 * chunk of their own, so the home route's first load carries none of them.
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

/**
 * Starts loading the opening page's code (the page directory's preload, set just before), unless it is a member's
 * page and a guest is on the way to log in.
 */
export function startOpeningCode(): void {
  const { path } = openingRoute();
  if (routeOf(path)?.member && !session.token()) return;
  preloadPage(path);
}

/** Starts the opening page's data (once the start has set the store); the page asks again if this fails. */
export function startOpeningData(): void {
  const { path, query } = openingRoute();
  void openingData[path]?.()
    .then((prefetch) => prefetch(query))
    .catch(() => undefined);
}
