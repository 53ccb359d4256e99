import {
  type CartItemOut,
  cartPaths,
  type Envelope,
  type InvalidBasketItem,
  type syncShopCartV2,
} from '@shop/contracts';
import { callEnvelope, endpointRef } from '../../../lib/api/client.ts';
import { matchKnownMessage, paramsFromMessage } from '../../../lib/api/known-messages.ts';
import { hasKey, translate } from '../../../lib/i18n/messages.ts';
import type { SyncAnswer, SyncRequest } from '../state/cart-store.ts';

/** shopcart/syncshopcartv2 as a reference: the cart state is on the home route, so no zod comes with it. */
export const syncShopCartV2Ref = endpointRef<typeof syncShopCartV2>(cartPaths.syncShopCartV2);

/** The server's notice in the shopper's language: by its Code, else by its known Chinese text, else as sent. */
export function noticeText(envelope: Pick<Envelope, 'Message' | 'Code'>): string | null {
  const text = typeof envelope.Message === 'string' ? envelope.Message.trim() : '';
  if (!text) return null;
  const code = envelope.Code ?? '';
  if (code && hasKey(`errors.${code}`)) return translate(`errors.${code}`, paramsFromMessage(code, text));
  const known = matchKnownMessage(text);
  return known ? translate(`errors.${known.code}`, known.params) : text;
}

function parseItems(result: unknown): CartItemOut[] {
  if (typeof result !== 'string' || result === '') return [];
  const parsed: unknown = JSON.parse(result);
  return Array.isArray(parsed) ? (parsed as CartItemOut[]) : [];
}

/** One cart sync (SPEC §7): the lines as a JSON string; the answer's items, InvalidBasketItems and message. */
export async function syncShopCart(request: SyncRequest): Promise<SyncAnswer> {
  const envelope = await callEnvelope(syncShopCartV2Ref, {
    shopcartItems: JSON.stringify(request.items),
    isMerge: request.isMerge,
    needProductInfo: true,
    cartType: 0,
    ...(request.cartKey ? { cartKey: request.cartKey } : {}),
  });
  const invalid = Array.isArray(envelope.InvalidBasketItems)
    ? (envelope.InvalidBasketItems as InvalidBasketItem[])
    : [];
  return { items: parseItems(envelope.Result), invalid, notice: noticeText(envelope) };
}
