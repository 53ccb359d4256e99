import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema/account/member.ts';

/**
 * What is kept of a deregistered member's phone: an HMAC under a server secret (env ACCOUNT_ERASE_SECRET or the
 * one kept in DATA_DIR). The phone cannot be read back from it, nor found by hashing guesses without the secret.
 */
export function erasedPhoneHash(secret: string, phone: string): string {
  return createHmac('sha256', secret).update(`phone:${phone}`).digest('hex');
}

/** Whether a (canonical) phone belonged to a member who deregistered: such a phone may not register again. */
export async function isErasedPhone(db: DbOrTx, secret: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.erasedPhoneHash, erasedPhoneHash(secret, phone)))
    .limit(1);
  return row !== undefined;
}
