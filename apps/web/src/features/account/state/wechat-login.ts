import type { Query } from '@shop/domain';
import type { Platform } from '../../../lib/platform.ts';
import { session } from '../../../lib/session/session.ts';
import { storage, storageKey } from '../../../lib/storage.ts';
import { cartKeyForSignIn } from '../../cart/index.ts';
import { bindWechat, wechatAuth } from '../api/wechat-login.ts';

/**
 * WeChat login in the mini-program's web-view (decision 043). The shell puts a one-off wx.login code in the
 * address (`wxcode`); at start it is exchanged (customeraccount/Auth): a WeChat user bound to a member is logged
 * in, else the ticket answered is kept until the shopper logs in some other way, then bound to that member
 * (UpdateCustomerUnionId), so the next start logs them in by WeChat.
 */

export const wechatTicketKey = storageKey<{ ticket: string; until: number }>('account.wechatTicket');

/** Takes the code out of the address bar: it is single-use, and must not be shared or bookmarked. */
function dropCodeFromAddress() {
  if (typeof window === 'undefined' || !window.location.search.includes('wxcode=')) return;
  const url = new URL(window.location.href);
  url.searchParams.delete('wxcode');
  window.history.replaceState(window.history.state, '', url.href);
}

/** Binds a kept, live ticket to the member now logged in; a spent or expired one is dropped either way. */
async function bindKeptTicket(now: () => number): Promise<void> {
  const kept = storage.get(wechatTicketKey);
  if (!kept || !session.token()) return;
  storage.remove(wechatTicketKey);
  if (kept.until > now()) await bindWechat(kept.ticket);
}

/**
 * The start-up step: in the mini-program with a code and nobody logged in, exchanges it. Then, whenever a member
 * logs in, binds a kept ticket. Returns the unsubscribe of that watch.
 */
export async function startWechatLogin(
  options: Query,
  where: Pick<Platform, 'kind'>,
  now: () => number = Date.now,
): Promise<() => void> {
  if (where.kind !== 'miniprogram') return () => {};
  const code = options.wxcode;
  dropCodeFromAddress();
  const stop = session.subscribe(() => {
    void bindKeptTicket(now).catch((err: unknown) => console.warn('wechat bind', err));
  });
  if (code && !session.token()) {
    const answer = await wechatAuth(code, await cartKeyForSignIn());
    if (answer.bound) session.signIn(answer.token);
    else
      storage.set(wechatTicketKey, { ticket: answer.ticket, until: now() + answer.expiresInSeconds * 1000 });
  }
  return stop;
}
