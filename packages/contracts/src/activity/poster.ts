import { z } from 'zod';
import { posterPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/** What a member shares (issue 31, decision 080): their invite link, or a product's page with their uid on it. */
export const posterKind = z.enum(['invite', 'product']);
export type PosterKind = z.infer<typeof posterKind>;

/** The thing shared: an invite needs nothing more, a product its id (a product of the x-store-id store). */
export const shareTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('invite') }),
  z.strictObject({ kind: z.literal('product'), productId: field.id }),
]);
export type ShareTarget = z.infer<typeof shareTarget>;

/** A PNG as base64 (no data: prefix), with the share link it leads to. */
const pngOut = z.object({
  /** The image, base64 of the PNG bytes. */
  base64: z.string(),
  /** The share link the QR code holds: this shop's page with the member's uid as inviterUid. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SharePng = z.infer<typeof pngOut>;

/** SPEC §7 CustomerReferral/GetWXACodeBase64 and the share poster (SPEC §1 invite with poster). */
export const posterEndpoints = {
  /** The QR code of the member's share link (x-store-id), as a PNG. */
  getWxaCodeBase64: endpoint({
    path: posterPaths.getWxaCodeBase64,
    access: 'member',
    request: shareTarget,
    result: pngOut,
  }),
  /**
   * The share poster drawn on the server (x-store-id): a product's picture, name in the reader's language and
   * price, or the store's name; the member's masked name and the QR code. POSTER_FAILED if it cannot be drawn.
   */
  sharePoster: endpoint({
    path: posterPaths.sharePoster,
    access: 'member',
    request: shareTarget,
    result: pngOut,
  }),
};
