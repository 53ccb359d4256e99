import type { CommunityGroupOut, CommunityItemOut, CommunityPointOut } from '@shop/contracts';
import {
  type CommunityGroupRules,
  type CommunityItemRules,
  communityPhase,
  fromMinor,
  type Locale,
  translatedField,
} from '@shop/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  communityBuyers,
  communityGroupItems,
  communityGroupPoints,
  communityGroups,
  communityLeaders,
} from '../../../db/schema/marketing/community-group.ts';
import { AppError } from '../../../platform/http/app-error.ts';

export type CommunityGroupRow = typeof communityGroups.$inferSelect;
export type CommunityItemRow = typeof communityGroupItems.$inferSelect;
export type CommunityLeaderRow = typeof communityLeaders.$inferSelect;

/** A group with its items (in id order) and the active points it links (in id order). */
export interface CommunityGroupFull {
  group: CommunityGroupRow;
  items: CommunityItemRow[];
  points: CommunityLeaderRow[];
}

/** The group as domain's community rules read it. */
export function groupRules(g: CommunityGroupRow): CommunityGroupRules {
  return { startsAt: g.startsAt, endsAt: g.endsAt, minAmount: g.minAmount };
}

/** An item as domain's community rules read it (the stock as left now). */
export function itemRules(i: CommunityItemRow): CommunityItemRules {
  return { groupPrice: i.groupPrice, remaining: i.remaining, perMemberLimit: i.perMemberLimit };
}

/** The items and active points of these groups, each group's in id order. */
async function withParts(db: DbOrTx, groups: CommunityGroupRow[]): Promise<CommunityGroupFull[]> {
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const items = await db
    .select()
    .from(communityGroupItems)
    .where(inArray(communityGroupItems.groupId, ids))
    .orderBy(asc(communityGroupItems.id));
  const points = await db
    .select({ groupId: communityGroupPoints.groupId, leader: communityLeaders })
    .from(communityGroupPoints)
    .innerJoin(communityLeaders, eq(communityLeaders.id, communityGroupPoints.leaderId))
    .where(and(inArray(communityGroupPoints.groupId, ids), eq(communityLeaders.status, 'active')))
    .orderBy(asc(communityLeaders.id));
  return groups.map((group) => ({
    group,
    items: items.filter((i) => i.groupId === group.id),
    points: points.filter((p) => p.groupId === group.id).map((p) => p.leader),
  }));
}

/** The store's groups not past their deadline, the open first (soonest deadline), then the upcoming (soonest). */
export async function groupsNotOver(db: DbOrTx, storeId: number, now: Date): Promise<CommunityGroupFull[]> {
  const rows = await db
    .select()
    .from(communityGroups)
    .where(
      and(
        eq(communityGroups.storeId, storeId),
        eq(communityGroups.status, 'active'),
        gt(communityGroups.endsAt, now),
      ),
    )
    .orderBy(asc(communityGroups.startsAt), asc(communityGroups.id));
  const open = rows.filter((g) => g.startsAt <= now).sort((a, b) => +a.endsAt - +b.endsAt);
  return withParts(db, [...open, ...rows.filter((g) => g.startsAt > now)]);
}

/** A group of this store with its parts; COMMUNITY_GROUP_NOT_FOUND for none or another store's. */
export async function requireGroup(db: DbOrTx, storeId: number, id: number): Promise<CommunityGroupFull> {
  const [row] = await db
    .select()
    .from(communityGroups)
    .where(and(eq(communityGroups.id, id), eq(communityGroups.storeId, storeId)));
  if (!row) throw new AppError('COMMUNITY_GROUP_NOT_FOUND');
  const [full] = await withParts(db, [row]);
  return full!;
}

/** The units a member holds of each of these items (placed and not given back), 0 for none. */
export async function boughtBy(
  db: DbOrTx,
  itemIds: number[],
  memberId: number,
): Promise<Map<number, number>> {
  const rows = itemIds.length
    ? await db
        .select({ itemId: communityBuyers.itemId, bought: communityBuyers.bought })
        .from(communityBuyers)
        .where(and(inArray(communityBuyers.itemId, itemIds), eq(communityBuyers.memberId, memberId)))
    : [];
  return new Map(itemIds.map((id) => [id, rows.find((r) => r.itemId === id)?.bought ?? 0]));
}

/** A leader's point in the reader's language. */
export function pointOut(l: CommunityLeaderRow, locale: Locale): CommunityPointOut {
  return {
    id: l.id,
    name: translatedField(l.name, l.translations, 'name', locale),
    phone: l.phone,
    address: translatedField(l.address, l.translations, 'address', locale),
    hours: translatedField(l.hours, l.translations, 'hours', locale),
  };
}

function itemOut(i: CommunityItemRow, locale: Locale): CommunityItemOut {
  return {
    id: i.id,
    productId: i.productId,
    name: translatedField(i.name, i.translations, 'name', locale),
    image: i.image,
    price: fromMinor(i.price),
    groupPrice: fromMinor(i.groupPrice),
    stock: i.stock,
    remaining: i.remaining,
    perMemberLimit: i.perMemberLimit,
  };
}

/** The group in the reader's language, its money in decimals; an ended one reads as closed. */
export function groupOut(full: CommunityGroupFull, now: Date, locale: Locale): CommunityGroupOut {
  const g = full.group;
  return {
    id: g.id,
    name: translatedField(g.name, g.translations, 'name', locale),
    description: translatedField(g.description, g.translations, 'description', locale),
    image: g.image,
    startsAt: g.startsAt.toISOString(),
    endsAt: g.endsAt.toISOString(),
    pickupFrom: g.pickupFrom.toISOString(),
    pickupUntil: g.pickupUntil.toISOString(),
    minAmount: g.minAmount === null ? null : fromMinor(g.minAmount),
    phase: g.status === 'ended' ? 'closed' : communityPhase(g, now),
    items: full.items.map((i) => itemOut(i, locale)),
    points: full.points.map((p) => pointOut(p, locale)),
  };
}
