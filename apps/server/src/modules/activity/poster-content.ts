import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShareTarget } from '@shop/contracts';
import { formatMoney } from '@shop/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { demoImagesDir } from '../../platform/web/serve-web.ts';
import { shownMemberNames } from '../account/index.ts';
import { productsByIds, productText } from '../catalog/index.ts';
import { requireStoreRecord, storeText } from '../store/index.ts';
import type { PosterContent } from './poster-layout.ts';

/**
 * What a poster shows, read for the member and store of a call (decision 080): the store's name and the product's
 * name in the reader's language, the price in the store's currency, the member's name masked as others see it.
 */

// A picture of ours under /media/ (demo data or uploads), of a kind satori draws; no '..' can appear in it.
const MEDIA_PATH = /^\/media\/((?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(svg|png|jpe?g))$/;
const mediaTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * A product's picture as a data: URL, read from where /media/ is served (the demo images, then DATA_DIR/media);
 * null for none, another site's address (the poster fetches nothing from outside: no waiting on it, no request
 * a product's field could aim), a kind satori cannot draw (webp) or a file that is gone — the poster then shows
 * an empty frame rather than failing.
 */
export async function mediaDataUrl(ctx: Pick<CallContext, 'env'>, imageName: string): Promise<string | null> {
  const match = MEDIA_PATH.exec(imageName);
  if (!match || match[1]!.includes('..')) return null;
  const [, relative, ext] = match;
  for (const root of [demoImagesDir, join(ctx.env.dataDir, 'media')]) {
    try {
      const bytes = await readFile(join(root, relative!));
      return `data:${mediaTypes[ext!.toLowerCase()]};base64,${bytes.toString('base64')}`;
    } catch {
      // Not under this root: try the next.
    }
  }
  return null;
}

/** A product of the store, on the shelf, for a poster; PRODUCT_NOT_FOUND otherwise. */
export async function shareProduct(ctx: CallContext, storeId: number, productId: number) {
  const [row] = await productsByIds(ctx.db, storeId, [productId]);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  return row;
}

/** The content of a member's poster of a target, the QR code given. */
export async function posterContent(
  ctx: CallContext & { member: { uid: number } },
  storeId: number,
  target: ShareTarget,
  qr: string,
): Promise<PosterContent> {
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const names = await shownMemberNames(ctx.db, [ctx.member.uid]);
  const base = {
    kind: target.kind,
    locale: ctx.locale,
    storeName: storeText(store, 'name', ctx.locale),
    memberName: names.get(ctx.member.uid) ?? '',
    qr,
  };
  if (target.kind === 'invite') return base;
  const row = await shareProduct(ctx, storeId, target.productId);
  const onSale = row.originalPrice !== null && row.originalPrice > row.price;
  return {
    ...base,
    product: {
      name: productText(row, 'name', ctx.locale),
      price: formatMoney(row.price, store.currency),
      ...(onSale ? { listPrice: formatMoney(row.originalPrice!, store.currency) } : {}),
      image: await mediaDataUrl(ctx, row.imageName),
    },
  };
}
