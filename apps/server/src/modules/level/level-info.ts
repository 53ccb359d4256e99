import type { ActivatInfoOut, UpgradeInfoOut, UpgradeRewardRuleOut } from '@shop/contracts';
import { levelLapsed } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requireStoreRecord } from '../store/index.ts';
import { inviteRewardPoints } from './level-rewards.ts';
import { allLevels, nextByGrowth, toLevelRef } from './levels.ts';
import type { LevelRow } from './member-level.ts';

type MemberRow = typeof members.$inferSelect;

/** The level a member counts as in now: theirs while it has not lapsed, else the entry level (the lowest). */
export function currentLevel(levels: LevelRow[], member: MemberRow, now: Date): LevelRow | null {
  const entry = levels[0] ?? null;
  if (member.categoryId === null || levelLapsed(member, now)) return entry;
  return levels.find((l) => l.id === member.categoryId) ?? entry;
}

/** The expiry date the member card shows: the current level's last day, none once it lapsed. */
function shownExpiry(member: MemberRow, now: Date): string | null {
  return member.categoryId !== null && !levelLapsed(member, now) ? member.expiresOn : null;
}

async function memberAndLevels(ctx: MemberContext) {
  const [[member], levels] = await Promise.all([
    ctx.db.select().from(members).where(eq(members.id, ctx.member.uid)).limit(1),
    allLevels(ctx.db),
  ]);
  if (!member) throw new AppError('NOT_LOGGED_IN');
  return { member, levels };
}

/** CustomerCategory/CustomerCategoryUpgradeInfo: the member's level, growth, and the next level growth reaches. */
export async function upgradeInfo(ctx: MemberContext): Promise<UpgradeInfoOut> {
  const { member, levels } = await memberAndLevels(ctx);
  const now = ctx.clock.now();
  const current = currentLevel(levels, member, now);
  const next = nextByGrowth(levels, current?.rank ?? -1);
  const threshold = next?.growthThreshold ?? null;
  const { locale } = ctx;
  return {
    current: current ? toLevelRef(current, locale) : null,
    growthValue: member.growthValue,
    next: next && threshold !== null ? { ...toLevelRef(next, locale), growthThreshold: threshold } : null,
    growthNeeded: threshold === null ? null : Math.max(0, threshold - member.growthValue),
    expiresOn: shownExpiry(member, now),
  };
}

/** customeraccount/GetCustomerActivatInfo: the member card. */
export async function activatInfo(ctx: MemberContext): Promise<ActivatInfoOut> {
  const { member, levels } = await memberAndLevels(ctx);
  const now = ctx.clock.now();
  const level = currentLevel(levels, member, now);
  return {
    cardNo: member.memberNo,
    name: member.name,
    level: level ? toLevelRef(level, ctx.locale) : null,
    activatedAt: member.createdAt.toISOString(),
    expiresOn: shownExpiry(member, now),
    growthValue: member.growthValue,
  };
}

/** CustomerReferral/GetSharePayUpgradeRewardruleDetails: the calling store's reward for an inviter. */
export async function upgradeRewardRule(ctx: MemberContext, storeId: number): Promise<UpgradeRewardRuleOut> {
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const points = inviteRewardPoints(store.settings);
  return { enabled: points > 0, points };
}
