import type { SessionMember } from './session-resolver.ts';

/**
 * How long an instance trusts a session it resolved without asking the database again (decision 051). Revocations
 * reach every instance at once (their notice, session-notices.ts); this is the bound should a notice not arrive.
 */
export const SESSION_TRUST_MS = 5_000;

const MAX_ENTRIES = 50_000;

interface Entry {
  member: SessionMember;
  /** The session's own end (sessions.expires_at), in ms. */
  expiresAt: number;
  /** When it was resolved, and until when it is trusted, by the service clock (tests move it). */
  from: number;
  until: number;
}

/**
 * The sessions this instance resolved lately, by token hash. Nothing is kept while revocation notices may be lost
 * (`live` false); a revoked session is forgotten at once and kept out for SESSION_TRUST_MS, which covers a read
 * that ran before the revoking transaction committed and answers after it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Sessions revoked lately: none of them is kept until the time given. */
  private readonly revoked = new Map<number, number>();
  private generation = 0;
  private live = false;

  /** The member of a token hash resolved lately, if still trusted and unexpired at `now` (ms). */
  get(hash: string, now: number): SessionMember | null {
    const hit = this.entries.get(hash);
    if (!hit) return null;
    // A clock that moved back (tests, a corrected wall clock) also makes an entry stale.
    if (hit.from <= now && now < hit.until && now < hit.expiresAt) return hit.member;
    this.entries.delete(hash);
    return null;
  }

  /** What a read hands to put: notices lost since (the listener went down and came back) keep its answer out. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a session a read found, unless notices may be lost, were lost since `mark`, or it was just revoked. */
  put(hash: string, member: SessionMember, expiresAt: number, mark: number, now: number): void {
    if (!this.live || mark !== this.generation) return;
    const revokedUntil = this.revoked.get(member.sessionId);
    if (revokedUntil !== undefined && now < revokedUntil) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { member, expiresAt, from: now, until: now + SESSION_TRUST_MS });
  }

  /** Forgets revoked sessions and keeps them out for SESSION_TRUST_MS (from `now`, ms). */
  forget(sessionIds: readonly number[], now: number): void {
    if (sessionIds.length === 0) return;
    if (this.revoked.size > 10_000) {
      for (const [id, until] of this.revoked) if (until <= now) this.revoked.delete(id);
    }
    const gone = new Set(sessionIds);
    for (const id of gone) this.revoked.set(id, now + SESSION_TRUST_MS);
    for (const [hash, entry] of this.entries) if (gone.has(entry.member.sessionId)) this.entries.delete(hash);
  }

  /** Whether revocation notices arrive: whichever way it turns, nothing kept so far is trusted any longer. */
  setLive(live: boolean): void {
    this.live = live;
    this.generation++;
    this.entries.clear();
  }
}
