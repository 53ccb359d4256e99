import type { GroupOut } from '@shop/contracts';
import { type GroupState, groupStateAt } from '@shop/domain';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  groupBuyActivities,
  groupBuyGroups,
  groupBuyOrders,
} from '../../../db/schema/marketing/group-buy.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { shownMemberNames } from '../../account/index.ts';
import { kindOrderKeys, selectKindOrders } from '../../order/index.ts';
import { type GroupBuyActivityRow, limitMsOf } from './activities.ts';

export type GroupRow = typeof groupBuyGroups.$inferSelect;

/** A group with its activity: what every group read starts from. */
export interface GroupWithActivity {
  group: GroupRow;
  activity: GroupBuyActivityRow;
}

/** A place taken in a group: whose, whether the leader's, when paid. */
export interface Place {
  groupId: number;
  memberId: number;
  leader: boolean;
  paidAt: Date;
  name: string;
}

function selectGroups(db: DbOrTx) {
  return db
    .select({ group: groupBuyGroups, activity: groupBuyActivities })
    .from(groupBuyGroups)
    .innerJoin(groupBuyActivities, eq(groupBuyActivities.id, groupBuyGroups.activityId));
}

/** A group of an activity of this store; GROUP_BUY_NOT_FOUND for none or another store's. */
export async function requireGroup(db: DbOrTx, storeId: number, id: number): Promise<GroupWithActivity> {
  const [row] = await selectGroups(db).where(
    and(eq(groupBuyGroups.id, id), eq(groupBuyActivities.storeId, storeId)),
  );
  if (!row) throw new AppError('GROUP_BUY_NOT_FOUND');
  return row;
}

/** The activity's groups still open to join at `now`: awaiting, with a place left, the soonest to expire first. */
export function openGroupsOf(db: DbOrTx, activityId: number, now: Date, limit = 10) {
  return selectGroups(db)
    .where(
      and(
        eq(groupBuyGroups.activityId, activityId),
        eq(groupBuyGroups.status, 'awaiting_group'),
        gt(groupBuyGroups.expiresAt, now),
        lt(groupBuyGroups.joined, groupBuyGroups.size),
      ),
    )
    .orderBy(asc(groupBuyGroups.expiresAt), desc(groupBuyGroups.id))
    .limit(limit);
}

/** The places taken in these groups, in payment order, with the members' masked names. */
export async function placesIn(db: DbOrTx, groupIds: number[]): Promise<Place[]> {
  if (groupIds.length === 0) return [];
  const rows = await selectKindOrders(db, { fact: groupBuyOrders })
    .innerJoin(groupBuyOrders, eq(groupBuyOrders.orderId, kindOrderKeys.id))
    .where(and(inArray(groupBuyOrders.groupId, groupIds), eq(groupBuyOrders.placed, true)));
  const names = await shownMemberNames(
    db,
    rows.map((r) => r.fact.memberId),
  );
  const paidAt = (r: (typeof rows)[number]) => r.order.paidAt?.getTime() ?? 0;
  return rows
    .sort((a, b) => paidAt(a) - paidAt(b) || a.order.id - b.order.id)
    .map((r) => ({
      groupId: r.fact.groupId!,
      memberId: r.fact.memberId,
      leader: r.fact.leader,
      paidAt: r.order.paidAt ?? new Date(0),
      name: names.get(r.fact.memberId) ?? '',
    }));
}

/**
 * The group at `now` by domain's groupStateAt over the payments recorded: what the job will write when it settles
 * a group that has run out, shown already (a page never says "awaiting" past the limit).
 */
export function stateOf(
  { group, activity }: GroupWithActivity,
  places: readonly Place[],
  now: Date,
): GroupState {
  const joins = places.filter((p) => p.groupId === group.id && !p.leader).map((p) => p.paidAt);
  return groupStateAt(
    {
      size: group.size,
      limitMs: limitMsOf(activity),
      openedAt: group.openedAt,
      joinedAt: joins,
      revokedAt: group.status === 'revoked' ? (group.settledAt ?? activity.endedAt) : null,
      fillOnExpiry: activity.fillOnExpiry,
    },
    now,
  );
}

/** One group as a reader sees it. */
export function groupOut(
  row: GroupWithActivity,
  places: readonly Place[],
  readerId: number | null,
  now: Date,
): GroupOut {
  const { group } = row;
  const mine = places.filter((p) => p.groupId === group.id);
  const state = stateOf(row, places, now);
  return {
    id: group.id,
    activityId: group.activityId,
    status: state.status,
    size: group.size,
    joined: state.joined,
    placesLeft: state.placesLeft,
    filledByStore: group.status === 'grouped' ? group.filledByStore : state.filledByStore,
    leaderName: mine.find((p) => p.leader)?.name ?? '',
    members: mine.map((p) => ({ name: p.name, leader: p.leader })),
    expiresAt: group.expiresAt.toISOString(),
    formedAt: (group.formedAt ?? state.formedAt)?.toISOString() ?? null,
    joinedByMe: readerId !== null && mine.some((p) => p.memberId === readerId),
  };
}

/** These groups as the reader sees them, their places read in one query. */
export async function presentGroups(
  db: DbOrTx,
  rows: readonly GroupWithActivity[],
  readerId: number | null,
  now: Date,
): Promise<GroupOut[]> {
  const places = await placesIn(
    db,
    rows.map((r) => r.group.id),
  );
  return rows.map((row) => groupOut(row, places, readerId, now));
}
