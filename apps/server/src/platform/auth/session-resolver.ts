/** The logged-in member behind a session token, as the HTTP layer knows them. */
export interface SessionMember {
  uid: number;
  sessionId: number;
}

/** Resolves a session token to its member; implemented by platform/auth/sessions.ts. */
export interface SessionResolver {
  resolve(token: string): Promise<SessionMember | null>;
}
