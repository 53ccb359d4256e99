import { randomBytes } from 'node:crypto';
import type { MemberCardOut } from '@shop/contracts';
import { isPasswordLocked, PASSWORD_LOCK_WINDOW_MS } from '@shop/domain';
import { and, count, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { LOCK_SPACE, lockText } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { cardBindFailures, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { hashPassword, verifyPassword } from '../account/index.ts';
import { cardNumberOf } from './card-number.ts';
import { memberCardOut, requireMemberCard } from './cards.ts';

/** Wrong tries one printed card takes in the lock-out window before every try at it is refused. */
export const CARD_BIND_MAX_FAILURES = 5;

// A hash of nothing anyone knows, at the real cost: an unknown number is judged against it, so the answer takes
// as long as for a real card and says nothing of which half was wrong.
let decoy: Promise<string> | null = null;
const decoyHash = () => {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  return decoy;
};

async function failuresSince(tx: Tx, who: SQL, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cardBindFailures)
    .where(and(who, gt(cardBindFailures.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Counts the try as wrong before it is judged, or refuses it (null) when the card, the member or the address is
 * locked out — the password lock-out's rule (account/password-try.ts): 5 per member, 20 per address, and 5 per
 * card, in its 15-minute window. The member's lock, then the card's row, then the address's lock, in one short
 * transaction: every try of the same member, card or address counts after the ones before it and sees their
 * failures, parallel or not.
 */
async function reserveTry(ctx: MemberContext, number: string | null) {
  const uid = ctx.member.uid;
  return ctx.db.transaction(async (tx) => {
    await lockText(tx, LOCK_SPACE.cardBindMember, String(uid));
    const [card] = number
      ? await tx.select().from(memberCards).where(eq(memberCards.number, number)).for('update')
      : [];
    await lockText(tx, LOCK_SPACE.cardBindAddress, ctx.ip);
    const at = ctx.clock.now();
    const since = new Date(at.getTime() - PASSWORD_LOCK_WINDOW_MS);
    const locked =
      isPasswordLocked({
        memberFailures: await failuresSince(tx, eq(cardBindFailures.memberId, uid), since),
        addressFailures: await failuresSince(tx, eq(cardBindFailures.clientAddress, ctx.ip), since),
      }) ||
      (card !== undefined &&
        (await failuresSince(tx, eq(cardBindFailures.cardId, card.id), since)) >= CARD_BIND_MAX_FAILURES);
    if (locked) return null;
    const [failure] = await tx
      .insert(cardBindFailures)
      .values({ cardId: card?.id ?? null, memberId: uid, clientAddress: ctx.ip, createdAt: at })
      .returning({ id: cardBindFailures.id });
    return { card, failureId: failure!.id };
  });
}

/**
 * Card/BindPrepaidCard (bindPrepaidCard, SPEC §5 number and password required, §8): a printed card bound to the
 * member. The try is counted first (TOO_FREQUENT when locked out, refused before the password is looked at), the
 * password judged with no lock held (scrypt), a wrong number or password answered alike; when right, the try is
 * taken back and the card bound by a conditional update (member_id IS NULL), so of parallel binds one wins.
 */
export async function bindPrepaidCard(
  ctx: MemberContext,
  input: { number: string; password: string },
): Promise<MemberCardOut> {
  const uid = ctx.member.uid;
  const reserved = await reserveTry(ctx, cardNumberOf(input.number));
  if (!reserved) throw new AppError('TOO_FREQUENT');
  const { card, failureId } = reserved;
  const hash = card?.kind === 'prepaid' ? card.passwordHash : null;
  const right = await verifyPassword(input.password, hash ?? (await decoyHash()));
  // A wrong try needs nothing more: its failure was committed before the password was judged.
  if (!card || !hash || !right) throw new AppError('CARD_WRONG_NUMBER_OR_PASSWORD');
  await ctx.db.delete(cardBindFailures).where(eq(cardBindFailures.id, failureId));
  const [bound] = await ctx.db
    .update(memberCards)
    .set({ memberId: uid })
    .where(
      and(
        eq(memberCards.id, card.id),
        isNull(memberCards.memberId),
        // Spent to 0 unbound, it still binds (a top-up revives it); disabled or refunded never.
        inArray(memberCards.status, ['valid', 'used']),
        eq(memberCards.passwordHash, hash),
      ),
    )
    .returning({ id: memberCards.id });
  if (!bound) {
    const [now] = await ctx.db.select().from(memberCards).where(eq(memberCards.id, card.id));
    if (now?.memberId === uid) return found(ctx, card.id);
    if (now?.memberId !== null) throw new AppError('CARD_ALREADY_BOUND');
    throw new AppError('CARD_DISABLED');
  }
  return found(ctx, card.id);
}

async function found(ctx: MemberContext, id: number): Promise<MemberCardOut> {
  return memberCardOut(await requireMemberCard(ctx.db, ctx.member.uid, id), ctx.clock.now(), ctx.locale);
}
