import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/account/member.ts';
import type { Clock } from '../clock/clock.ts';
import type { SessionMember, SessionResolver } from './session-resolver.ts';

/** Sessions last 30 days from login. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a member and returns the token the client keeps (never stored in clear). */
export async function createSession(db: DbOrTx, clock: Clock, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.insert(sessions).values({
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function revokeSession(db: DbOrTx, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/** Ends every open session of a member (password change, deregistration). */
export async function revokeAllSessions(db: DbOrTx, clock: Clock, memberId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a member except the one given: a password change keeps the changer logged in. */
export async function revokeOtherSessions(
  db: DbOrTx,
  clock: Clock,
  memberId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

// Every member call starts here, so it is a named prepared statement: parsed and planned once per connection.
const resolveStatement: Statement = {
  name: 'session_resolve',
  params: 2,
  text: `
SELECT s.id AS "sessionId", s.member_id AS uid
FROM sessions s JOIN members m ON m.id = s.member_id
WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2::timestamptz AND NOT m.disabled
LIMIT 1`,
};

export function databaseSessions(db: DbOrTx, clock: Clock): SessionResolver {
  return {
    async resolve(token: string): Promise<SessionMember | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const rows = await runPrepared<SessionMember>(db, resolveStatement, [
        hashToken(token),
        clock.now().toISOString(),
      ]);
      return rows[0] ?? null;
    },
  };
}
