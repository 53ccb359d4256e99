/** The logged-in member behind a session token, as the HTTP layer knows them. */
export interface SessionMember {
  uid: number;
  sessionId: number;
}

/** Resolves a session token to its member; implemented by platform/auth/sessions.ts. */
export interface SessionResolver {
  resolve(token: string): Promise<SessionMember | null>;
  /** Forgets sessions this instance may have kept, as they are revoked (sessions.ts's revoke functions call it). */
  forget(sessionIds: readonly number[]): void;
  /** Stops listening for other instances' revocations (the app's close). */
  close(): Promise<void>;
}
