import type { BootData } from '@shop/contracts';
import { defaultStoreId } from '../../modules/store/chain-service.ts';
import { pagesStructure } from '../../modules/store/page-structure.ts';
import { requireStoreRecord, storeData } from '../../modules/store/service.ts';
import { perDatabase, TtlCache } from '../cache/ttl-cache.ts';
import type { AppDeps } from '../deps.ts';

type WebDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'log'>;

const defaultIds = perDatabase(() => new TtlCache<'default', number | null>(10_000));

/** The store the page boots with: the one the address names when it exists, else the chain's default. */
async function bootStoreId(deps: WebDeps, requested: number | null): Promise<number | null> {
  if (requested !== null) {
    const found = await requireStoreRecord(deps, requested).catch(() => null);
    if (found) return requested;
  }
  return defaultIds(deps.db).get('default', deps.clock, () => defaultStoreId(deps.db, deps.clock));
}

/** The store info and home structure the home page paints with (DESIGN §6), or null on an empty database. */
export async function bootData(deps: WebDeps, requested: number | null): Promise<BootData | null> {
  const storeId = await bootStoreId(deps, requested);
  if (storeId === null) return null;
  const ctx = { ...deps, member: null };
  const store = await storeData(ctx, storeId, { includeLatLon: true, includePointRule: true });
  const record = await requireStoreRecord(ctx, storeId);
  const pages = await pagesStructure(ctx, record, ['home']);
  return { storeId, store, pages: { home: pages.home! }, currency: store.currency };
}

/**
 * The data as a script tag. JSON is valid JavaScript; escaping "<" keeps "</script>" or "<!--" inside a
 * product name from ending the tag, and the line separators are escaped for older parsers.
 */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.__BOOT__=${json}</script>`;
}

/**
 * The home page's largest picture is its first banner; announcing it in the head lets the browser fetch it while
 * the scripts download, instead of after React has rendered (Lighthouse's "prioritize LCP image").
 */
export function lcpPreload(data: BootData): string {
  const banner = data.pages.home.sections.find((s) => s.type === 'banner');
  const url = banner?.type === 'banner' ? banner.images[0]?.imageUrl : undefined;
  if (!url || !/^\/[\w./-]+$/.test(url)) return '';
  return `<link rel="preload" as="image" href="${url}" fetchpriority="high">`;
}

/** Puts the script right before </head> (or at the start when the page has no head). */
export function injectBoot(html: string, script: string): string {
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${script}${html}` : `${html.slice(0, at)}${script}${html.slice(at)}`;
}
