import { headerNames } from '@shop/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import type { OrderFact } from '../order/index.ts';
import { chainRootId, requireStoreRecord } from '../store/index.ts';
import { partnersInForce } from './identity.ts';

// A guider cookie names the partner whose share brought the shopper (decision 081). It is a claim, not a secret:
// whoever sends one only moves a first-level commission to a partner in force of the same chain, which following
// that partner's own link does too; so it is checked against the partner's standing when an order is placed, not
// signed.
const COOKIE = /^partner:(\d{1,10})$/;

export function guiderCookieValue(partnerId: number): string {
  return `partner:${partnerId}`;
}

/** The partner a guider cookie names, or null for none, a malformed one, or one not in force in the chain at `at`. */
export async function guiderOf(
  db: DbOrTx,
  cookie: string | null,
  chainRootId: number,
  at: Date,
): Promise<number | null> {
  const match = cookie ? COOKIE.exec(cookie) : null;
  if (!match) return null;
  const partnerId = Number(match[1]);
  const found = (await partnersInForce(db, [partnerId], at)).get(partnerId);
  return found && found.partner.storeId === chainRootId ? partnerId : null;
}

/** The header the app sends the cookie in (GetGuiderCookiesInfo's `key`). */
export const guiderCookieHeader = headerNames.guiderCookie;

/**
 * checkout's request fact (decision 081): the order records the guider partner of the call's cookie — never the
 * buyer themself — in partner_order_guides, written with the order; commission reads it when the order completes.
 * One function for the process, so registering it again (another app) adds nothing.
 */
export async function guiderFact(ctx: MemberContext, storeId: number): Promise<OrderFact | null> {
  if (!ctx.headers.guiderCookie) return null;
  const root = chainRootId((await requireStoreRecord(ctx, storeId)).row);
  const guider = await guiderOf(ctx.db, ctx.headers.guiderCookie, root, ctx.clock.now());
  if (guider === null || guider === ctx.member.uid) return null;
  return { table: 'partner_order_guides', row: { partner_id: guider } };
}
