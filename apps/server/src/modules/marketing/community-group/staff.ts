import { field } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  communityGroupItems,
  communityGroupPoints,
  communityGroups,
  communityLeaders,
} from '../../../db/schema/marketing/community-group.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../../platform/staff/staff-fields.ts';
import { productsThatExist } from '../../catalog/index.ts';
import { storeSettingsIn } from '../../store/index.ts';
import { registerHandOver } from '../hand-over.ts';
import { type ActivityListQuery, activityWhere, registerStaffActivity } from '../staff-activity-routes.ts';
import type { CommunityGroupRow, CommunityItemRow } from './groups.ts';
import { registerStaffCommunityPoints } from './staff-points.ts';

/** A group as staff list it (the staff CLI's `activities community` prints it): money in decimals, what is left. */
export interface StaffCommunityGroupOut {
  id: number;
  storeId: number;
  name: string;
  status: 'active' | 'ended';
  startsAt: string;
  endsAt: string;
  pickupFrom: string;
  pickupUntil: string;
  minAmount: number | null;
  leaderIds: number[];
  items: {
    id: number;
    productId: number | null;
    name: string;
    price: number;
    groupPrice: number;
    stock: number;
    remaining: number;
    perMemberLimit: number | null;
  }[];
}

function toStaffOut(g: CommunityGroupRow, items: CommunityItemRow[], leaderIds: number[]) {
  return {
    id: g.id,
    storeId: g.storeId,
    name: g.name,
    status: g.status,
    startsAt: g.startsAt.toISOString(),
    endsAt: g.endsAt.toISOString(),
    pickupFrom: g.pickupFrom.toISOString(),
    pickupUntil: g.pickupUntil.toISOString(),
    minAmount: g.minAmount === null ? null : fromMinor(g.minAmount),
    leaderIds,
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      name: i.name,
      price: fromMinor(i.price),
      groupPrice: fromMinor(i.groupPrice),
      stock: i.stock,
      remaining: i.remaining,
      perMemberLimit: i.perMemberLimit,
    })),
  } satisfies StaffCommunityGroupOut;
}

const itemIn = z
  .strictObject({
    productId: staffBodyId.nullable().default(null),
    name: z.string().trim().min(1).max(60),
    image: z.string().max(300).default(''),
    price: staffYuan(0.01, 100_000),
    groupPrice: staffYuan(0, 100_000),
    stock: z.number().int().min(1).max(1_000_000),
    perMemberLimit: z.number().int().min(1).max(10_000).nullable().default(null),
  })
  .refine((i) => i.groupPrice <= i.price, {
    message: 'groupPrice must not be above price',
    path: ['groupPrice'],
  });

const instant = z.iso.datetime({ offset: true });

/** What staff write to create a group (POST /staff/community-groups); text translated afterwards (decision 020). */
const groupIn = z
  .strictObject({
    storeId: staffBodyId,
    name: z.string().trim().min(1).max(60),
    description: field.text(500).default(''),
    image: z.string().max(300).default(''),
    startsAt: instant,
    endsAt: instant,
    pickupFrom: instant,
    pickupUntil: instant,
    minAmount: staffYuan(0.01, 100_000).nullable().default(null),
    leaderIds: z.array(staffBodyId).min(1).max(50),
    items: z.array(itemIn).min(1).max(30),
  })
  .refine((g) => new Date(g.endsAt) > new Date(g.startsAt), { message: 'endsAt must be after startsAt' })
  .refine((g) => new Date(g.pickupUntil) > new Date(g.pickupFrom), {
    message: 'pickupUntil must be after pickupFrom',
    path: ['pickupUntil'],
  })
  .refine((g) => new Date(g.pickupUntil) > new Date(g.endsAt), {
    message: 'pickupUntil must be after the order deadline (endsAt)',
    path: ['pickupUntil'],
  });
type GroupIn = z.infer<typeof groupIn>;

async function requireParts(db: Db, input: GroupIn) {
  if (!(await storeSettingsIn(db, input.storeId))) throw new AppError('STORE_NOT_FOUND');
  const leaderIds = [...new Set(input.leaderIds)];
  const leaders = await db
    .select({ id: communityLeaders.id })
    .from(communityLeaders)
    .where(
      and(
        inArray(communityLeaders.id, leaderIds),
        eq(communityLeaders.storeId, input.storeId),
        eq(communityLeaders.status, 'active'),
      ),
    );
  if (leaders.length !== leaderIds.length) throw new AppError('COMMUNITY_POINT_NOT_FOUND');
  const productIds = input.items.flatMap((i) => (i.productId === null ? [] : [i.productId]));
  const found = await productsThatExist(db, productIds, { storeId: input.storeId });
  if (productIds.some((id) => !found.has(id))) throw new AppError('PRODUCT_NOT_FOUND');
  return leaderIds;
}

/** Creates a group of a store with its items and points (the demo data uses it too). */
export async function createCommunityGroup(
  db: Db,
  input: GroupIn,
  at: Date,
): Promise<StaffCommunityGroupOut> {
  const leaderIds = await requireParts(db, input);
  return db.transaction(async (tx) => {
    const [g] = await tx
      .insert(communityGroups)
      .values({
        storeId: input.storeId,
        name: input.name,
        description: input.description,
        image: input.image,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        pickupFrom: new Date(input.pickupFrom),
        pickupUntil: new Date(input.pickupUntil),
        minAmount: input.minAmount === null ? null : toMinor(input.minAmount),
        createdAt: at,
      })
      .returning();
    const items = await tx
      .insert(communityGroupItems)
      .values(
        input.items.map((i) => ({
          ...i,
          groupId: g!.id,
          price: toMinor(i.price),
          groupPrice: toMinor(i.groupPrice),
          remaining: i.stock,
        })),
      )
      .returning();
    await tx.insert(communityGroupPoints).values(leaderIds.map((leaderId) => ({ groupId: g!.id, leaderId })));
    return toStaffOut(g!, items, leaderIds);
  });
}

/** These groups with their items and point ids, for staff. */
async function withParts(db: Db, groups: CommunityGroupRow[]): Promise<StaffCommunityGroupOut[]> {
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const items = await db
    .select()
    .from(communityGroupItems)
    .where(inArray(communityGroupItems.groupId, ids))
    .orderBy(asc(communityGroupItems.id));
  const points = await db
    .select()
    .from(communityGroupPoints)
    .where(inArray(communityGroupPoints.groupId, ids))
    .orderBy(asc(communityGroupPoints.leaderId));
  return groups.map((g) =>
    toStaffOut(
      g,
      items.filter((i) => i.groupId === g.id),
      points.filter((p) => p.groupId === g.id).map((p) => p.leaderId),
    ),
  );
}

/** Ends a group now: no new orders (orders placed keep their units and are still handed over); a repeat too. */
async function endCommunityGroup(db: Db, id: number): Promise<StaffCommunityGroupOut> {
  const [row] = await db
    .update(communityGroups)
    .set({ status: 'ended' })
    .where(eq(communityGroups.id, id))
    .returning();
  if (!row) throw new AppError('COMMUNITY_GROUP_NOT_FOUND');
  const [out] = await withParts(db, [row]);
  return out!;
}

async function listCommunityGroups(db: Db, q: ActivityListQuery) {
  const rows = await db
    .select()
    .from(communityGroups)
    .where(activityWhere(communityGroups, q))
    .orderBy(asc(communityGroups.startsAt), asc(communityGroups.id))
    .limit(200);
  return withParts(db, rows);
}

/**
 * Staff community group routes (inside the /staff plugin, behind its bearer token): list, create, end, each
 * point's orders and totals, and handing a paid order over at its point.
 */
export function registerStaffCommunityGroups(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'community-groups',
    listKey: 'groups',
    list: (q) => listCommunityGroups(deps.db, q),
    body: groupIn,
    create: (body) => createCommunityGroup(deps.db, body, deps.clock.now()),
    end: (id) => endCommunityGroup(deps.db, id),
  });
  registerStaffCommunityPoints(staff, deps);
  registerHandOver(staff, deps, 'community-groups', 'communityGroup', ['pending']);
}
