import { and, eq, isNotNull } from 'drizzle-orm';
import { members } from '../../../db/schema/account/member.ts';
import { revokeAllSessions } from '../../../platform/auth/sessions.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';

/**
 * CancelAgreePrivacy: withdraws the member's terms and privacy agreement and ends every session of theirs, so the
 * next login asks for the agreement again (and records it anew). With no agreement on record, nothing changes:
 * CANCEL_AGREEMENT_FAILED.
 */
export async function cancelAgreePrivacy(ctx: MemberContext): Promise<Record<string, never>> {
  const withdrawn = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(members)
      .set({ privacyAgreedAt: null })
      .where(and(eq(members.id, ctx.member.uid), isNotNull(members.privacyAgreedAt)))
      .returning({ id: members.id });
    if (rows.length !== 1) return false;
    await revokeAllSessions(tx, ctx, ctx.member.uid);
    return true;
  });
  if (!withdrawn) throw new AppError('CANCEL_AGREEMENT_FAILED');
  return {};
}
