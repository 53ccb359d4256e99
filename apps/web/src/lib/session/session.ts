import { useSyncExternalStore } from 'react';
import { storage, storageKey } from '../storage.ts';

/**
 * The member's session token (sent as x-session-token). The account area calls signIn with the token of a
 * successful login; a 401 from any call clears it. Member data in the query cache is reset on every change
 * (wired in app/api-setup.ts).
 */

const tokenKey = storageKey<string>('session.token');
let token: string | null = storage.get(tokenKey) ?? null;
const listeners = new Set<() => void>();

function publish(next: string | null) {
  if (next === token) return;
  token = next;
  if (next === null) storage.remove(tokenKey);
  else storage.set(tokenKey, next);
  for (const l of listeners) l();
}

export const session = {
  token: (): string | null => token,
  signIn: (newToken: string): void => publish(newToken),
  signOut: (): void => publish(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export interface SessionView {
  token: string | null;
  isLoggedIn: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
}

/** The session, re-rendering on login and logout. */
export function useSession(): SessionView {
  const current = useSyncExternalStore(session.subscribe, session.token, session.token);
  return { token: current, isLoggedIn: current !== null, signIn: session.signIn, signOut: session.signOut };
}
