import type { MemberLoginInfo } from '@shop/contracts';
import { fromMinor, levelLapsed } from '@shop/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { maskedPhoneOf } from './session-member.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member row with the names of their level and of the entry level, read in the same statement (two scalar
 * subqueries on customer_categories): `.select(memberInfoColumns)` or `.returning(memberInfoColumns)` on members.
 */
export const memberInfoColumns = {
  ...getTableColumns(members),
  levelName: sql<string | null>`(SELECT name FROM customer_categories WHERE id = ${members.categoryId})`,
  entryLevelName: sql<string | null>`(SELECT name FROM customer_categories ORDER BY rank LIMIT 1)`,
};

/** What toLoginInfo needs: the member and the names of their level and of the entry level. */
export type MemberInfoRow = typeof members.$inferSelect & {
  levelName: string | null;
  entryLevelName: string | null;
};

/** Whole days from joining to now; 0 on the day of joining. */
export function cardAgeDays(joinedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - joinedAt.getTime()) / DAY_MS));
}

/** The level a member is shown in: theirs, or the entry level when they have none or it lapsed. */
export function levelShown(member: MemberInfoRow, now: Date): { name: string; expiryDate: string | null } {
  if (member.categoryId === null || levelLapsed(member, now))
    return { name: member.entryLevelName ?? '', expiryDate: null };
  return { name: member.levelName ?? member.entryLevelName ?? '', expiryDate: member.expiresOn };
}

/** The user info of SPEC §3 for a member, as FindLoginInfo and the ways in answer it. */
export function toLoginInfo(
  member: MemberInfoRow,
  now: Date,
  opts: { showCardAge: boolean },
): MemberLoginInfo {
  const level = levelShown(member, now);
  return {
    isLogin: true,
    uid: member.id,
    name: member.name,
    photoPath: member.photoPath,
    isDistributer: member.isDistributer,
    userInfo: {
      money: fromMinor(member.balance),
      point: member.points,
      categoryName: level.name,
      cardAge: opts.showCardAge ? cardAgeDays(member.createdAt, now) : null,
      expiryDate: level.expiryDate,
      growthValue: member.growthValue,
      customerNo: member.memberNo,
      phoneMasked: maskedPhoneOf(member),
    },
    timestamp: now.getTime(),
  };
}
