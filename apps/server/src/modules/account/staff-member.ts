import { normalizePhone } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * The member staff name by a phone and, when it holds several accounts (SPEC §6), a member number, so staff never
 * act on the wrong one: PHONE_INVALID, NOT_FOUND, or BAD_REQUEST naming memberNo when the phone is ambiguous.
 */
export async function staffMember(db: DbOrTx, phoneText: string, memberNo?: string) {
  const phone = normalizePhone(phoneText);
  if (!phone.ok) throw new AppError('PHONE_INVALID');
  const found = await db
    .select({ id: members.id, memberNo: members.memberNo })
    .from(members)
    .where(and(eq(members.phone, phone.phone), memberNo ? eq(members.memberNo, memberNo) : undefined))
    .orderBy(asc(members.id))
    .limit(2);
  if (!found[0]) throw new AppError('NOT_FOUND');
  if (found.length > 1) throw new AppError('BAD_REQUEST', {}, { Field: 'memberNo' });
  return found[0];
}
