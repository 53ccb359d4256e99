import type { MemberLoginInfo } from '@shop/contracts';
import { type Locale, levelLapsed, type Translations, translatedField } from '@shop/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import type { HeldFigures } from './held-figures.ts';
import { maskedPhoneOf } from './session-member.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A level's name as the store wrote it, with its translations (decision 020). */
interface LevelName {
  name: string;
  translations: Translations<{ name: string }>;
}

const levelNameOf = (where: ReturnType<typeof sql>) =>
  sql<LevelName | null>`(SELECT jsonb_build_object('name', name, 'translations', translations)
    FROM customer_categories ${where})`;

/**
 * A member row with the names of their level and of the entry level, read in the same statement (two scalar
 * subqueries on customer_categories): `.select(memberInfoColumns)` or `.returning(memberInfoColumns)` on members.
 */
export const memberInfoColumns = {
  ...getTableColumns(members),
  levelName: levelNameOf(sql`WHERE id = ${members.categoryId}`),
  entryLevelName: levelNameOf(sql`ORDER BY rank LIMIT 1`),
};

/** What toLoginInfo needs: the member and the names of their level and of the entry level. */
export type MemberInfoRow = typeof members.$inferSelect & {
  levelName: LevelName | null;
  entryLevelName: LevelName | null;
};

function nameIn(level: LevelName | null, locale: Locale): string {
  return level ? translatedField(level.name, level.translations, 'name', locale) : '';
}

/** Whole days from joining to now; 0 on the day of joining. */
export function cardAgeDays(joinedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - joinedAt.getTime()) / DAY_MS));
}

/**
 * The level a member is shown in: theirs, or the entry level when they have none or it lapsed; its name in the
 * reader's locale.
 */
export function levelShown(
  member: MemberInfoRow,
  now: Date,
  locale: Locale,
): { name: string; expiryDate: string | null } {
  if (member.categoryId === null || levelLapsed(member, now))
    return { name: nameIn(member.entryLevelName, locale), expiryDate: null };
  return { name: nameIn(member.levelName ?? member.entryLevelName, locale), expiryDate: member.expiresOn };
}

/**
 * The user info of SPEC §3 for a member, as FindLoginInfo and the ways in answer it; the balance and points are
 * the figures their areas report (heldFigures), not the member row's.
 */
export function toLoginInfo(
  member: MemberInfoRow,
  figures: HeldFigures,
  now: Date,
  opts: { showCardAge: boolean; locale: Locale },
): MemberLoginInfo {
  const level = levelShown(member, now, opts.locale);
  return {
    isLogin: true,
    uid: member.id,
    name: member.name,
    photoPath: member.photoPath,
    isDistributer: member.isDistributer,
    userInfo: {
      money: figures.money,
      point: figures.point,
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
