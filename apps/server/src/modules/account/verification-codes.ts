import { createHash, randomInt } from 'node:crypto';
import type { ErrorCode } from '@shop/contracts';
import {
  decideSmsSend,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_WRONG_ATTEMPTS,
  type SmsSendRecord,
} from '@shop/domain';
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { LOCK_SPACE, lockText } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/account/verification.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * Verification codes by any channel (DESIGN §4, SPEC §5): random, single-use, 10 minutes long, bound to their
 * recipient and purpose, with the per-minute, per-day and wrong-try limits of SMS. SMS and email codes share the
 * table and the rules; each channel counts its own sends.
 */
export type CodeChannel = 'sms' | 'email';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECIPIENT_LOCK = { sms: LOCK_SPACE.smsRecipient, email: LOCK_SPACE.emailRecipient } as const;
const ADDRESS_LOCK = { sms: LOCK_SPACE.smsAddress, email: LOCK_SPACE.emailAddress } as const;

/** Who a code goes to, by which channel, for what. */
export interface CodeAddressee {
  channel: CodeChannel;
  recipient: string;
  purpose: string;
}

/** A delivery of a code's text; throws when the provider refuses or cannot be reached. */
export interface CodeDelivery {
  /** True while no real provider is configured: the code is then kept in clear so staff can read it. */
  keepsDemoCodes: boolean;
  provider: string;
  deliver(code: string): Promise<void>;
}

/** Six random digits from the system's CSPRNG. */
function generateCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** What is stored instead of the code: binds it to its recipient and purpose. */
function hashCode(recipient: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${recipient}\n${code}`).digest('hex');
}

/**
 * Serialises, across every server instance, all sends and sign-ins of one recipient until the transaction ends.
 * Always taken before the address lock, so two transactions can never wait on each other in a circle.
 */
export function lockRecipient(tx: Tx, channel: CodeChannel, recipient: string): Promise<void> {
  return lockText(tx, RECIPIENT_LOCK[channel], recipient);
}

/** The sends of a channel matching `who` since a time, as the limit rules read them. */
async function recentSends(tx: Tx, channel: CodeChannel, who: SQL, since: Date): Promise<SmsSendRecord[]> {
  const rows = await tx
    .select({ sentAt: smsCodes.createdAt, purpose: smsCodes.purpose })
    .from(smsCodes)
    .where(and(eq(smsCodes.channel, channel), who, gt(smsCodes.createdAt, since)));
  return rows.map((r) => ({ sentAt: r.sentAt.getTime(), purpose: r.purpose }));
}

/**
 * Sends a new code if the limits allow it. The limits are counted and the code row written under the recipient
 * and address locks, so parallel requests on any number of instances cannot exceed them. The code goes out after
 * the commit so no lock is held during a provider call; a failed delivery forgets the code (failedCode answered).
 */
export async function sendCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  to: CodeAddressee & { address: string },
  delivery: CodeDelivery,
  failedCode: ErrorCode,
): Promise<{ countdownSeconds: number }> {
  const code = generateCode();
  const decision = await deps.db.transaction(async (tx) => {
    await lockRecipient(tx, to.channel, to.recipient);
    await lockText(tx, ADDRESS_LOCK[to.channel], to.address);
    // Read the clock only once the locks are held, so this send is stamped after every send it counted.
    const now = deps.clock.now();
    const since = new Date(now.getTime() - DAY_MS);
    const verdict = decideSmsSend({
      now: now.getTime(),
      purpose: to.purpose,
      phoneSends: await recentSends(tx, to.channel, eq(smsCodes.phone, to.recipient), since),
      addressSends: await recentSends(tx, to.channel, eq(smsCodes.clientAddress, to.address), since),
    });
    if (!verdict.ok) return { verdict, id: null };
    const [row] = await tx
      .insert(smsCodes)
      .values({
        channel: to.channel,
        phone: to.recipient,
        purpose: to.purpose,
        codeHash: hashCode(to.recipient, to.purpose, code),
        demoCode: delivery.keepsDemoCodes ? code : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        clientAddress: to.address,
      })
      .returning({ id: smsCodes.id });
    return { verdict, id: row!.id };
  });

  const { verdict, id } = decision;
  if (!verdict.ok) {
    const seconds = verdict.retryAfterSeconds;
    throw new AppError(verdict.code, { Seconds: seconds }, { Seconds: seconds });
  }
  try {
    await delivery.deliver(code);
  } catch (err) {
    // Nothing reached the shopper: forget the code so it neither counts against the limits nor blocks a retry.
    deps.log.error({ err, provider: delivery.provider, channel: to.channel }, 'code delivery failed');
    if (id !== null) await deps.db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw new AppError(failedCode);
  }
  return { countdownSeconds: verdict.countdownSeconds };
}

type CodeVerdict = 'ok' | 'wrong' | 'locked';

/**
 * Checks a code against the latest one sent to the recipient for the purpose, and uses it up when right. One
 * conditional UPDATE both decides and records the try, so a code can never be used twice nor tried more than
 * SMS_MAX_WRONG_ATTEMPTS times wrongly, whatever runs in parallel. Call inside the caller's transaction, which
 * must commit a wrong try too.
 */
async function consumeCode(
  tx: Tx,
  clock: Clock,
  req: CodeAddressee & { code: string },
): Promise<CodeVerdict> {
  const now = clock.now();
  const [latest] = await tx
    .select({ id: smsCodes.id, wrongAttempts: smsCodes.wrongAttempts })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.channel, req.channel),
        eq(smsCodes.phone, req.recipient),
        eq(smsCodes.purpose, req.purpose),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) return 'wrong';
  if (latest.wrongAttempts >= SMS_MAX_WRONG_ATTEMPTS) return 'locked';

  const right = sql`${smsCodes.codeHash} = ${hashCode(req.recipient, req.purpose, req.code)}`;
  const [tried] = await tx
    .update(smsCodes)
    .set({
      wrongAttempts: sql`${smsCodes.wrongAttempts} + CASE WHEN ${right} THEN 0 ELSE 1 END`,
      usedAt: sql`CASE WHEN ${right} THEN ${now.toISOString()}::timestamptz ELSE NULL END`,
    })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.wrongAttempts, SMS_MAX_WRONG_ATTEMPTS),
      ),
    )
    .returning({ usedAt: smsCodes.usedAt, wrongAttempts: smsCodes.wrongAttempts });
  // No row: the code was already used or has expired.
  if (!tried) return 'wrong';
  if (tried.usedAt) return 'ok';
  return tried.wrongAttempts >= SMS_MAX_WRONG_ATTEMPTS ? 'locked' : 'wrong';
}

/**
 * Spends a code sent to `to` on `then`: under the recipient's lock the code is checked and used up, and when it is
 * right `then` runs in the same transaction. A wrong or locked code is refused (SMS_CODE_WRONG / SMS_CODE_LOCKED)
 * only after that transaction commits, so the counted try is kept; a refusal thrown by `then` rolls everything
 * back, so the right code stays usable.
 */
export async function withCode<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  to: CodeAddressee & { code: string },
  then: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx) => {
    await lockRecipient(tx, to.channel, to.recipient);
    const verdict = await consumeCode(tx, deps.clock, to);
    if (verdict !== 'ok') return { refused: verdict } as const;
    return { done: await then(tx) };
  });
  if ('refused' in outcome) {
    throw new AppError(outcome.refused === 'locked' ? 'SMS_CODE_LOCKED' : 'SMS_CODE_WRONG');
  }
  return outcome.done;
}
