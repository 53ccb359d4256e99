import type { ShareTarget } from '@shop/contracts';
import { generate } from 'lean-qr';
import { toPngBuffer } from 'lean-qr/extras/node_export';
import type { AppDeps } from '../../platform/deps.ts';

/**
 * Share links and their QR codes (issue 31, decision 080). A link is this shop's web address with the page in the
 * hash (the app routes by hash) and the sharer's uid as inviterUid, which the app keeps at launch and sends in the
 * inviter header (init-steps' rememberReferral), so the friend is bound to the member whose code they scanned.
 */

/** The friend's landing page of an invitation (SPEC §2 actions/invitation/enterShare). */
export const enterSharePath = '/subpackages/actions/invitation/enterShare';
/** A product's page as the goods link rule opens it (SPEC §2 shopping/details?productid=). */
export const productPath = '/subpackages/shopping/details';

/** The page a target shares and its query, the member's uid attached. */
export function sharePage(target: ShareTarget, uid: number): { path: string; query: Record<string, string> } {
  const inviter = { inviterUid: String(uid) };
  if (target.kind === 'product') {
    return { path: productPath, query: { productid: String(target.productId), ...inviter } };
  }
  return { path: enterSharePath, query: inviter };
}

/** The share link of a target for a member, on PUBLIC_URL (else this server's own address). */
export function shareUrl(deps: Pick<AppDeps, 'env'>, target: ShareTarget, uid: number): string {
  const base = (deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`).replace(/\/+$/, '');
  const { path, query } = sharePage(target, uid);
  return `${base}/#${path}?${new URLSearchParams(query)}`;
}

/** Pixels per QR module of the PNG GetWXACodeBase64 answers: about 330 px for a link's usual 33 modules. */
const QR_SCALE = 8;
/** The quiet zone scanners need, in modules. */
const QR_PAD = 4;

/** A link as a black-on-white QR PNG, with its size in pixels (square). */
export function qrPng(url: string, scale = QR_SCALE): { png: Uint8Array; size: number } {
  const code = generate(url);
  const png = toPngBuffer(code, { on: [0, 0, 0, 255], off: [255, 255, 255, 255], pad: QR_PAD, scale });
  return { png, size: (code.size + QR_PAD * 2) * scale };
}
