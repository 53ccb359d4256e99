import type { LevelOut, LevelRef } from '@shop/contracts';
import { fromMinor, type Locale, translated } from '@shop/domain';
import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { LevelRow } from './member-level.ts';

/** Every level, lowest rank first (the first is the entry level). */
export function allLevels(db: DbOrTx): Promise<LevelRow[]> {
  return db.select().from(customerCategories).orderBy(asc(customerCategories.rank));
}

/** A level's name and benefit lines in the reader's locale, along the fallback chain, else the store's base text. */
export function levelText(level: LevelRow, locale: Locale): { name: string; benefits: string[] } {
  return translated(level, level.translations, ['name', 'benefits'], locale);
}

/** A level as the level page lists it; the growth threshold only when the caller asked for the rules. */
export function toLevelOut(level: LevelRow, entryRank: number, withRule: boolean, locale: Locale): LevelOut {
  const text = levelText(level, locale);
  return {
    id: level.id,
    code: level.code,
    name: text.name,
    rank: level.rank,
    isEntry: level.rank === entryRank,
    benefits: text.benefits,
    discountPercent: level.discountPercent,
    price: level.upgradePrice === null ? null : fromMinor(level.upgradePrice),
    validDays: level.validDays,
    rewardPoints: level.upgradeRewardPoints,
    ...(withRule ? { growthThreshold: level.growthThreshold } : {}),
  };
}

/** A level named by another answer, its name in the reader's locale. */
export function toLevelRef(level: LevelRow, locale: Locale): LevelRef {
  return { id: level.id, code: level.code, name: levelText(level, locale).name, rank: level.rank };
}

/** The level an upgrade names: by id (LEVEL_NOT_FOUND) or by code (UPGRADE_CODE_INVALID). */
export async function requireLevel(
  db: DbOrTx,
  by: { categoryId?: number | undefined; setCode?: string | undefined },
): Promise<LevelRow> {
  const where =
    by.categoryId !== undefined
      ? eq(customerCategories.id, by.categoryId)
      : eq(customerCategories.code, by.setCode ?? '');
  const [level] = await db.select().from(customerCategories).where(where).limit(1);
  if (!level) throw new AppError(by.categoryId !== undefined ? 'LEVEL_NOT_FOUND' : 'UPGRADE_CODE_INVALID');
  return level;
}

/** A level by id, for an order that names it (the foreign key keeps it there). */
export async function levelById(db: DbOrTx, id: number): Promise<LevelRow> {
  const [level] = await db.select().from(customerCategories).where(eq(customerCategories.id, id));
  if (!level) throw new Error(`level ${id} is gone`);
  return level;
}

/** The highest level a growth value reaches automatically, if any. */
export async function levelForGrowth(db: DbOrTx, growthValue: number): Promise<LevelRow | null> {
  const [level] = await db
    .select()
    .from(customerCategories)
    .where(
      and(
        isNotNull(customerCategories.growthThreshold),
        lte(customerCategories.growthThreshold, growthValue),
      ),
    )
    .orderBy(desc(customerCategories.rank))
    .limit(1);
  return level ?? null;
}

/** The level growth reaches next above a rank: the lowest one above it with a growth threshold. */
export function nextByGrowth(levels: LevelRow[], rank: number): LevelRow | null {
  return levels.find((l) => l.rank > rank && l.growthThreshold !== null) ?? null;
}
