import { type LinkTarget, type NotificationLink, notificationLink } from './links.ts';
import { parseQuery } from './query.ts';
import { homePath } from './routes.ts';

/**
 * A push notification's payload (SPEC §3: `extra.domain`, `extra.customType` 0–9, `extra.customExt`) turned into
 * the page a tap opens. The table of types is decision 042:
 *
 *   0 message only (opens the app on its home page)   5 promotion card details (customExt = card code)
 *   1 order detail (customExt = order number)         6 wkbin (customExt = scene id)
 *   2 my coupons (singletype 0)                       7 category home
 *   3 my times cards (singletype 1)                   8 member centre (account)
 *   4 my shopping cards (singletype 2)                9 an in-app page (customExt = /pages/… or /subpackages/…)
 *
 * `extra.domain` names the web app the notification is for (its host); a payload for another host is not ours.
 */

export const notificationTypes = [
  'message',
  'orderDetail',
  'myCoupons',
  'myTimesCards',
  'myShoppingCards',
  'promotionCard',
  'wkbin',
  'categoryHome',
  'account',
  'page',
] as const;

export type NotificationType = (typeof notificationTypes)[number];

/** What a tapped notification opens, or why it opens nothing. */
export type NotificationOpen =
  | { ok: true; type: NotificationType; domain: string | null; target: LinkTarget }
  | { ok: false; reason: 'shape' | 'customType' | 'customExt' | 'domain' };

const orderNoPattern = /^\d{6,32}$/;
const codePattern = /^[A-Za-z0-9_-]{1,64}$/;
const pagePattern = /^\/(pages|subpackages)\/[A-Za-z0-9_/]+(\?[^#\s]*)?$/;

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : null;
}

function customTypeOf(value: unknown): number | null {
  const raw = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= 9 ? raw : null;
}

function fromLink(link: NotificationLink): LinkTarget {
  return notificationLink(link);
}

function internalPage(ext: string): LinkTarget | null {
  if (!pagePattern.test(ext) || ext.includes('..')) return null;
  const at = ext.indexOf('?');
  const path = at < 0 ? ext : ext.slice(0, at);
  const query = at < 0 ? {} : parseQuery(ext.slice(at + 1));
  return { path, query, tab: false };
}

/** The page of one customType given its customExt; null when the ext that type needs is missing or malformed. */
export function notificationTarget(type: NotificationType, ext: string): LinkTarget | null {
  switch (type) {
    case 'message':
      return { path: homePath, query: {}, tab: true }; // home is a tab in every tab bar
    case 'orderDetail':
      return orderNoPattern.test(ext) ? fromLink({ kind: 'orderDetail', orderno: ext }) : null;
    case 'myCoupons':
      return fromLink({ kind: 'myCoupon', singletype: 0 });
    case 'myTimesCards':
      return fromLink({ kind: 'myCoupon', singletype: 1 });
    case 'myShoppingCards':
      return fromLink({ kind: 'myCoupon', singletype: 2 });
    case 'promotionCard':
      return codePattern.test(ext) ? fromLink({ kind: 'promotionCard', code: ext }) : null;
    case 'wkbin':
      return codePattern.test(ext) ? fromLink({ kind: 'wkbin', sceneid: ext }) : null;
    case 'categoryHome':
      return fromLink({ kind: 'categoryHome' });
    case 'account':
      return fromLink({ kind: 'account' });
    case 'page':
      return internalPage(ext);
  }
}

function hostOf(domain: string): string {
  return domain
    .replace(/^https?:\/\//i, '')
    .replace(/[/:?#].*$/, '')
    .toLowerCase();
}

/**
 * Reads a notification payload (the object itself or one holding it as `extra`, as the push plugins deliver it
 * in `data`) and resolves its page. `ownHost`, when given, refuses payloads whose domain names another host.
 */
export function openNotification(payload: unknown, ownHost?: string): NotificationOpen {
  if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'shape' };
  const holder = payload as { extra?: unknown };
  const extra = typeof holder.extra === 'string' ? safeJson(holder.extra) : (holder.extra ?? payload);
  if (typeof extra !== 'object' || extra === null) return { ok: false, reason: 'shape' };
  const fields = extra as { domain?: unknown; customType?: unknown; customExt?: unknown };
  const customType = customTypeOf(fields.customType);
  if (customType === null) return { ok: false, reason: 'customType' };
  const domain = text(fields.domain) || null;
  if (domain && ownHost && hostOf(domain) !== hostOf(ownHost)) return { ok: false, reason: 'domain' };
  const type = notificationTypes[customType]!;
  const target = notificationTarget(type, text(fields.customExt) ?? '');
  if (!target) return { ok: false, reason: 'customExt' };
  return { ok: true, type, domain, target };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
