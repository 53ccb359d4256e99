import { createHash, randomBytes } from 'node:crypto';
import { SLIDER_CHALLENGE_TTL_SECONDS, SLIDER_TOKEN_TTL_SECONDS } from '@shop/domain';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { LOCK_SPACE, lockText } from '../../db/advisory-locks.ts';
import { sliderChallenges } from '../../db/schema/account/login.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import type { HumanCheckAnswer, HumanCheckPuzzle } from '../../platform/human-check/human-check.ts';

/** Challenges one client address may ask for per minute (TOO_FREQUENT beyond). */
export const SLIDER_CHALLENGES_PER_MINUTE = 30;
// Rows long past any use are cleared now and then by whichever request happens to draw this chance.
const PURGE_CHANCE = 0.01;
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

type Ctx = Pick<CallContext, 'db' | 'clock' | 'ip' | 'humanCheck'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const secondsLater = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

export type SliderChallenge = HumanCheckPuzzle & { challengeId: string; expiresInSeconds: number };

/**
 * SliderChallenge: a new puzzle from the configured check (ctx.humanCheck) for this client, at most
 * SLIDER_CHALLENGES_PER_MINUTE a minute per address. The count and the insert run under the address's advisory
 * lock, so parallel requests cannot exceed it.
 */
export async function issueSliderChallenge(ctx: Ctx): Promise<SliderChallenge> {
  const challengeId = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = secondsLater(now, SLIDER_CHALLENGE_TTL_SECONDS);
  const puzzle = await ctx.db.transaction(async (tx) => {
    await lockText(tx, LOCK_SPACE.sliderAddress, ctx.ip);
    const [recent] = await tx
      .select({ n: count() })
      .from(sliderChallenges)
      .where(
        and(
          eq(sliderChallenges.clientAddress, ctx.ip),
          gt(sliderChallenges.createdAt, new Date(now.getTime() - 60_000)),
        ),
      );
    if ((recent?.n ?? 0) >= SLIDER_CHALLENGES_PER_MINUTE) return null;
    // Only once the limit allows it: a refused client makes the provider do no work (a proof of work costs one
    // key derivation to issue).
    const posed = await ctx.humanCheck.issue({ challengeId, address: ctx.ip, expiresAt });
    await tx.insert(sliderChallenges).values({
      challengeHash: sha256(challengeId),
      targetX: posed.targetX,
      createdAt: now,
      expiresAt,
      clientAddress: ctx.ip,
    });
    return posed;
  });
  if (!puzzle) throw new AppError('TOO_FREQUENT');
  if (Math.random() < PURGE_CHANCE) await purgeOldChallenges(ctx);
  return { challengeId, ...puzzle, expiresInSeconds: SLIDER_CHALLENGE_TTL_SECONDS };
}

async function purgeOldChallenges(ctx: Ctx): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - PURGE_AFTER_MS);
  await ctx.db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, before));
}

/**
 * SliderVerify: the configured check judges the answer (for the built-in one: the drag against the gap, and the
 * proof of work). Only the address the challenge was issued to may answer it: from any other it is unknown
 * (SLIDER_FAILED) and stays unanswered. A challenge takes one answer only; the conditional update that records
 * the answer is what makes it so (a proof of work replayed, even in parallel, passes once), and a wrong answer is
 * committed too (the challenge is burnt). A right one gets a token, of which only the hash is stored.
 */
export async function verifySliderDrag(
  ctx: Ctx,
  input: HumanCheckAnswer,
): Promise<{ sliderToken: string; expiresInSeconds: number }> {
  const now = ctx.clock.now();
  const mine = and(
    eq(sliderChallenges.challengeHash, sha256(input.challengeId)),
    eq(sliderChallenges.clientAddress, ctx.ip),
  );
  const [challenge] = await ctx.db
    .select({ targetX: sliderChallenges.targetX, expiresAt: sliderChallenges.expiresAt })
    .from(sliderChallenges)
    .where(mine)
    .limit(1);
  if (!challenge) throw new AppError('SLIDER_FAILED');
  const check = { challengeId: input.challengeId, address: ctx.ip, ...challenge };
  const solved = await ctx.humanCheck.verify(check, input, now);
  const token = randomBytes(32).toString('base64url');
  const answered = await ctx.db
    .update(sliderChallenges)
    .set({
      attemptedAt: now,
      solved,
      tokenHash: solved ? sha256(token) : null,
      tokenExpiresAt: solved ? secondsLater(now, SLIDER_TOKEN_TTL_SECONDS) : null,
    })
    .where(and(mine, isNull(sliderChallenges.attemptedAt), gt(sliderChallenges.expiresAt, now)))
    .returning({ id: sliderChallenges.id });
  if (answered.length !== 1 || !solved) throw new AppError('SLIDER_FAILED');
  return { sliderToken: token, expiresInSeconds: SLIDER_TOKEN_TTL_SECONDS };
}

/**
 * Spends a slider token on one code send or password try: SLIDER_REQUIRED without one, SLIDER_FAILED when it is
 * unknown, spent or expired, or comes from another address than the one that solved it (a token solved once
 * cannot be handed round to other clients; the refusal leaves it unspent). One conditional UPDATE decides, so a
 * token works once however many calls race.
 */
export async function spendSliderToken(ctx: Ctx, token: string | undefined): Promise<void> {
  if (!token) throw new AppError('SLIDER_REQUIRED');
  const now = ctx.clock.now();
  const spent = await ctx.db
    .update(sliderChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(sliderChallenges.tokenHash, sha256(token)),
        eq(sliderChallenges.clientAddress, ctx.ip),
        isNull(sliderChallenges.usedAt),
        gt(sliderChallenges.tokenExpiresAt, now),
      ),
    )
    .returning({ id: sliderChallenges.id });
  if (spent.length !== 1) throw new AppError('SLIDER_FAILED');
}
