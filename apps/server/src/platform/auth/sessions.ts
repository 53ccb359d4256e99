import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/account/member.ts';
import type { Clock } from '../clock/clock.ts';
import { SessionCache } from './session-cache.ts';
import { listenForRevocations, noticeRevoked } from './session-notices.ts';
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

/** What revoking needs: the clock, and this instance's resolver, which forgets the sessions at once. */
export interface RevokeDeps {
  clock: Clock;
  sessions: SessionResolver;
}

/**
 * Revokes the open sessions `where` names and tells every instance (noticeRevoked, sent as the transaction
 * commits); this one forgets them at once, so the next call with the token is refused. Returns their count.
 */
async function revokeWhere(db: DbOrTx, deps: RevokeDeps, where: SQL | undefined): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(where, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const ids = ended.map((s) => s.id);
  await noticeRevoked(db, ids);
  deps.sessions.forget(ids);
  return ids.length;
}

/** Ends one session (logout); false when it had ended already. */
export async function revokeSession(db: DbOrTx, deps: RevokeDeps, sessionId: number): Promise<boolean> {
  return (await revokeWhere(db, deps, eq(sessions.id, sessionId))) === 1;
}

/** Ends one session of a member (a switch to another account), false when it is not theirs or had ended already. */
export async function revokeMemberSession(
  db: DbOrTx,
  deps: RevokeDeps,
  memberId: number,
  sessionId: number,
): Promise<boolean> {
  return (
    (await revokeWhere(db, deps, and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))) === 1
  );
}

/** Ends every open session of a member (password change, deregistration). */
export async function revokeAllSessions(db: DbOrTx, deps: RevokeDeps, memberId: number): Promise<void> {
  await revokeWhere(db, deps, eq(sessions.memberId, memberId));
}

/** Ends every open session of a member except the one given: a password change keeps the changer logged in. */
export async function revokeOtherSessions(
  db: DbOrTx,
  deps: RevokeDeps,
  memberId: number,
  keepSessionId: number,
): Promise<void> {
  await revokeWhere(db, deps, and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId)));
}

// Every member call starts here, so it is a named prepared statement: parsed and planned once per connection; and
// its answer is kept a few seconds (session-cache.ts), so most calls do not ask at all.
const resolveStatement: Statement = {
  name: 'session_resolve',
  params: 2,
  text: `
SELECT s.id AS "sessionId", s.member_id AS uid, (extract(epoch FROM s.expires_at) * 1000)::float8 AS "expiresAt"
FROM sessions s JOIN members m ON m.id = s.member_id
WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2::timestamptz AND NOT m.disabled
LIMIT 1`,
};

/**
 * The resolver of an app: sessions from the database, kept for SESSION_TRUST_MS in this instance while revocation
 * notices arrive (decision 051: a revoked session is refused at once here, and on another instance within the
 * notice's delivery, SESSION_TRUST_MS at the most).
 */
export function databaseSessions(db: Db, clock: Clock): SessionResolver {
  const cache = new SessionCache();
  const stop = listenForRevocations(db, {
    revoked: (ids) => cache.forget(ids, clock.now().getTime()),
    live: (live) => cache.setLive(live),
  });
  return {
    async resolve(token: string): Promise<SessionMember | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const hash = hashToken(token);
      const now = clock.now();
      const kept = cache.get(hash, now.getTime());
      if (kept) return kept;
      const mark = cache.mark();
      const [row] = await runPrepared<SessionMember & { expiresAt: number }>(db, resolveStatement, [
        hash,
        now.toISOString(),
      ]);
      if (!row) return null;
      const member = { uid: row.uid, sessionId: row.sessionId };
      cache.put(hash, member, row.expiresAt, mark, now.getTime());
      return member;
    },
    forget: (ids) => cache.forget(ids, clock.now().getTime()),
    close: stop,
  };
}
