import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * The key spaces of the two-key advisory locks, in one list so no two kinds of thing can ever share a lock: a
 * phone never waits on a client address, nor an SMS recipient on an email one.
 */
export const LOCK_SPACE = {
  smsRecipient: 7301,
  smsAddress: 7302,
  sliderAddress: 7303,
  emailRecipient: 7304,
  emailAddress: 7305,
  passwordAddress: 7306,
  couponCodeAddress: 7307,
  couponShare: 7308,
  cardBindMember: 7309,
  cardBindAddress: 7310,
} as const;

/**
 * Serialises, across every server instance, whatever else takes the same lock until the transaction ends
 * (pg_advisory_xact_lock on the space and the text's hash).
 */
export async function lockText(tx: Tx, space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE], text: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(space))}, hashtext(${text}))`);
}
