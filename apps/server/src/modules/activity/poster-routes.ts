import { headerNames, posterEndpoints, type SharePng, type ShareTarget } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, registerEndpoint } from '../../platform/http/endpoints.ts';
import { requireStoreRecord } from '../store/index.ts';
import { posterContent, shareProduct } from './poster-content.ts';
import { posterLayout } from './poster-layout.ts';
import type { PosterRenderer } from './poster-render.ts';
import { threadRenderer } from './poster-threads.ts';
import { qrPng, shareUrl } from './qr-code.ts';

/** How long a drawn poster is answered again as it is: a member tapping share twice, a page opened again. */
const POSTER_CACHE_MS = 5 * 60_000;
/** Posters kept at most (about 100 kB each): the oldest go first. */
const POSTER_CACHE_SIZE = 200;

/** The posters drawn lately, by kind, target, member, store and language, each with when it was drawn. */
class PosterCache {
  private readonly entries = new Map<string, { at: number; poster: SharePng }>();

  get(key: string, now: number): SharePng | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (now - hit.at < POSTER_CACHE_MS) return hit.poster;
    this.entries.delete(key);
    return null;
  }

  set(key: string, poster: SharePng, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { at: now, poster });
    // A Map iterates in insertion order: the first key is the oldest.
    while (this.entries.size > POSTER_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The store of a call: the x-store-id header, required (the store's name, products and currency). */
function storeOf(ctx: CallContext): number {
  if (!ctx.headers.storeId) throw new AppError('CART_STORE_REQUIRED', {}, { Field: headerNames.storeId });
  return ctx.headers.storeId;
}

function targetKey(target: ShareTarget): string {
  return target.kind === 'product' ? `product:${target.productId}` : 'invite';
}

/**
 * SPEC §7 CustomerReferral/GetWXACodeBase64 and the share poster (issue 31, decision 080). The renderer is a
 * parameter so the API tests can give one that fails; the app draws with satori and resvg on a thread of its own,
 * ended when the app closes.
 */
export function registerPosterRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  renderer: PosterRenderer = threadRenderer(),
): void {
  const cache = new PosterCache();
  app.addHook('onClose', async () => {
    await renderer.close?.();
  });

  registerEndpoint(app, deps, posterEndpoints.getWxaCodeBase64, async (input, ctx) => {
    const storeId = storeOf(ctx);
    await requireStoreRecord(ctx, storeId);
    if (input.kind === 'product') await shareProduct(ctx, storeId, input.productId);
    const url = shareUrl(ctx, input, ctx.member.uid);
    const { png, size } = qrPng(url);
    return { base64: Buffer.from(png).toString('base64'), url, width: size, height: size };
  });

  registerEndpoint(app, deps, posterEndpoints.sharePoster, async (input, ctx) => {
    const storeId = storeOf(ctx);
    const key = `${targetKey(input)}:${ctx.member.uid}:${storeId}:${ctx.locale}`;
    const now = ctx.clock.now().getTime();
    const cached = cache.get(key, now);
    if (cached) return cached;
    const url = shareUrl(ctx, input, ctx.member.uid);
    const qr = `data:image/png;base64,${Buffer.from(qrPng(url, 4).png).toString('base64')}`;
    // Refusals of the request (no store, no product) are answered as such; only the drawing is "poster failed".
    const content = await posterContent(ctx, storeId, input, qr);
    const layout = posterLayout(content);
    let png: Uint8Array;
    try {
      png = await renderer.render(layout);
    } catch (err) {
      ctx.log.error({ err, poster: key }, 'poster generation failed');
      throw new AppError('POSTER_FAILED');
    }
    const poster = {
      base64: Buffer.from(png).toString('base64'),
      url,
      width: layout.width,
      height: layout.height,
    };
    cache.set(key, poster, now);
    return poster;
  });
}
