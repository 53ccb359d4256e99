import { createHash, randomInt } from 'node:crypto';
import {
  decideSmsSend,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_WRONG_ATTEMPTS,
  type SmsSendRecord,
} from '@shop/domain';
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/account.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Two-key advisory locks, one key space per kind, so a phone can never share a lock with an address.
const PHONE_LOCK = 7301;
const ADDRESS_LOCK = 7302;

/** Six random digits from the system's CSPRNG. */
export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** What is stored instead of the code: binds it to its phone and purpose. */
export function hashSmsCode(phone: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${phone}\n${code}`).digest('hex');
}

/**
 * Serialises, across every server instance, all sends and sign-ins of one phone until the transaction ends.
 * Always taken before the address lock, so two transactions can never wait on each other in a circle.
 */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(PHONE_LOCK))}, hashtext(${phone}))`);
}

async function lockAddress(tx: Tx, address: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(ADDRESS_LOCK))}, hashtext(${address}))`);
}

/** The sends matching `who` since a time, as the limit rules read them. */
async function recentSends(tx: Tx, who: SQL, since: Date): Promise<SmsSendRecord[]> {
  const rows = await tx
    .select({ sentAt: smsCodes.createdAt, purpose: smsCodes.purpose })
    .from(smsCodes)
    .where(and(who, gt(smsCodes.createdAt, since)));
  return rows.map((r) => ({ sentAt: r.sentAt.getTime(), purpose: r.purpose }));
}

function messageText(purpose: string, code: string): string {
  // The text names what the code is for, so a member who did not ask for a password reset notices.
  const what = purpose === 'password' ? '重置密码验证码' : '登录验证码';
  return `【会员中心】您的${what}为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿告诉他人。`;
}

/**
 * Sends a new code if the limits allow it (SPEC §5). The limits are counted and the code row written under
 * the phone and address locks, so parallel requests on any number of instances cannot exceed them. The SMS
 * goes out after the commit so no lock is held during a provider call.
 */
export async function sendSmsCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms' | 'log'>,
  req: { phone: string; purpose: string; address: string },
): Promise<{ countdownSeconds: number }> {
  const code = generateSmsCode();
  const decision = await deps.db.transaction(async (tx) => {
    await lockPhone(tx, req.phone);
    await lockAddress(tx, req.address);
    // Read the clock only once the locks are held, so this send is stamped after every send it counted.
    const now = deps.clock.now();
    const since = new Date(now.getTime() - DAY_MS);
    const verdict = decideSmsSend({
      now: now.getTime(),
      purpose: req.purpose,
      phoneSends: await recentSends(tx, eq(smsCodes.phone, req.phone), since),
      addressSends: await recentSends(tx, eq(smsCodes.clientAddress, req.address), since),
    });
    if (!verdict.ok) return { verdict, id: null };
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone: req.phone,
        purpose: req.purpose,
        codeHash: hashSmsCode(req.phone, req.purpose, code),
        demoCode: deps.sms.keepsDemoCodes ? code : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        clientAddress: req.address,
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
    await deps.sms.send(req.phone, messageText(req.purpose, code));
  } catch (err) {
    // Nothing reached the shopper: forget the code so it neither counts against the limits nor blocks a retry.
    deps.log.error({ err, provider: deps.sms.provider }, 'SMS send failed');
    if (id !== null) await deps.db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw new AppError('SMS_SEND_FAILED');
  }
  return { countdownSeconds: verdict.countdownSeconds };
}

export type CodeVerdict = 'ok' | 'wrong' | 'locked';

/**
 * Checks a code against the latest one sent for the phone and purpose, and uses it up when right. One
 * conditional UPDATE both decides and records the try, so a code can never be used twice nor tried more than
 * SMS_MAX_WRONG_ATTEMPTS times wrongly, whatever runs in parallel. Call inside the caller's transaction, which
 * must commit a wrong try too.
 */
export async function consumeSmsCode(
  tx: Tx,
  clock: Clock,
  req: { phone: string; purpose: string; code: string },
): Promise<CodeVerdict> {
  const now = clock.now();
  const [latest] = await tx
    .select({ id: smsCodes.id, wrongAttempts: smsCodes.wrongAttempts })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, req.phone), eq(smsCodes.purpose, req.purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) return 'wrong';
  if (latest.wrongAttempts >= SMS_MAX_WRONG_ATTEMPTS) return 'locked';

  const right = sql`${smsCodes.codeHash} = ${hashSmsCode(req.phone, req.purpose, req.code)}`;
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
