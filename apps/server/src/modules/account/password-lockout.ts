import { isPasswordLocked, PASSWORD_LOCK_WINDOW_MS } from '@shop/domain';
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type PasswordFailureKind, passwordFailures } from '../../db/schema/account/verification.ts';
import type { Clock } from '../../platform/clock/clock.ts';

/** Who is trying a password: the member it belongs to and the client address the try comes from. */
export interface PasswordTrier {
  /** Null for a login try naming an unknown member number: only the address is counted then. */
  memberId: number | null;
  address: string;
}

/**
 * Wrong tries of one kind matching `who` since a time. Each kind counts alone: the payment password has a
 * lock-out of its own (pay-password.ts).
 */
export async function failuresSince(
  db: DbOrTx,
  kind: PasswordFailureKind,
  who: SQL | undefined,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordFailures)
    .where(and(who, eq(passwordFailures.kind, kind), gt(passwordFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether wrong tries in the last 15 minutes lock this member or this address out (SPEC §8 'too frequent'). */
export async function passwordLocked(db: DbOrTx, clock: Clock, who: PasswordTrier): Promise<boolean> {
  const since = new Date(clock.now().getTime() - PASSWORD_LOCK_WINDOW_MS);
  return isPasswordLocked({
    memberFailures:
      who.memberId === null
        ? 0
        : await failuresSince(db, 'password', eq(passwordFailures.memberId, who.memberId), since),
    addressFailures: await failuresSince(
      db,
      'password',
      eq(passwordFailures.clientAddress, who.address),
      since,
    ),
  });
}

/**
 * Counts one wrong password (by default the login password) against the member and the address; returns its row
 * id. Recorded before the password is judged, it is a reservation: tries counted after it see it although no lock
 * is held while scrypt runs, and forgetPasswordFailure takes it back when the password proves right.
 */
export async function recordPasswordFailure(
  db: DbOrTx,
  clock: Clock,
  who: PasswordTrier,
  kind: PasswordFailureKind = 'password',
): Promise<number> {
  const [row] = await db
    .insert(passwordFailures)
    .values({ memberId: who.memberId, clientAddress: who.address, kind, createdAt: clock.now() })
    .returning({ id: passwordFailures.id });
  return row!.id;
}

/** Takes back a try recorded up front as a failure, once its password proved right: a right try never counts. */
export async function forgetPasswordFailure(db: DbOrTx, id: number): Promise<void> {
  await db.delete(passwordFailures).where(eq(passwordFailures.id, id));
}
