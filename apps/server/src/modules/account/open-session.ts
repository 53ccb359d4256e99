import type { MemberLoginInfo } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { mergeGuestCartIntoMember } from '../cart/index.ts';
import { heldFigures } from './held-figures.ts';
import { memberInfoColumns, toLoginInfo } from './member-info.ts';

type MemberRow = typeof members.$inferSelect;

/** What every way in answers: the new session token and the member's user info. */
export interface OpenedSession {
  token: string;
  user: MemberLoginInfo;
}

/**
 * Finishes a login once the way in has proven who the shopper is (SPEC §5): refuses a disabled member, records
 * the terms and privacy agreement the login was made under, starts the session and merges the guest's cart.
 * Runs inside the caller's transaction, so a refusal here undoes the whole login.
 */
export async function openSession(
  tx: Tx,
  ctx: Pick<CallContext, 'clock' | 'locale' | 'memberAssets'>,
  member: MemberRow,
  opts: { cartKey?: string | undefined } = {},
): Promise<OpenedSession> {
  const now = ctx.clock.now();
  // Conditional on the member still being active, so a deregistration committed meanwhile also refuses.
  const [agreed] = await tx
    .update(members)
    .set({ privacyAgreedAt: now })
    .where(and(eq(members.id, member.id), eq(members.disabled, false)))
    .returning(memberInfoColumns);
  if (!agreed) throw new AppError('ACCOUNT_DISABLED');
  const token = await createSession(tx, ctx.clock, member.id);
  if (opts.cartKey) await mergeGuestCartIntoMember(tx, member.id, opts.cartKey, ctx.clock);
  return {
    token,
    user: toLoginInfo(agreed, await heldFigures(ctx, tx, member.id), now, {
      showCardAge: true,
      locale: ctx.locale,
    }),
  };
}
