import { field } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { groupBuyActivities, groupBuyGroups } from '../../../db/schema/marketing/group-buy.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../../platform/staff/staff-fields.ts';
import { productsThatExist } from '../../catalog/index.ts';
import { storeSettingsIn } from '../../store/index.ts';
import { registerHandOver } from '../hand-over.ts';
import { type ActivityListQuery, activityWhere, registerStaffActivity } from '../staff-activity-routes.ts';
import type { GroupBuyActivityRow } from './activities.ts';
import { revokeActivityGroups } from './settle.ts';

/** A group buy as staff list it (the staff CLI's `activities group-buy` prints it): money in decimals, its groups. */
export interface StaffGroupBuyOut {
  id: number;
  storeId: number;
  productId: number | null;
  name: string;
  status: 'active' | 'ended';
  price: number;
  groupPrice: number;
  size: number;
  limitMinutes: number;
  fillOnExpiry: boolean;
  startsAt: string;
  endsAt: string;
  /** Its groups by status. */
  groups: Record<'awaiting_group' | 'grouped' | 'ended' | 'revoked', number>;
}

type Counts = Map<number, StaffGroupBuyOut['groups']>;
const noGroups = () => ({ awaiting_group: 0, grouped: 0, ended: 0, revoked: 0 });

function toStaffOut(a: GroupBuyActivityRow, counts: Counts): StaffGroupBuyOut {
  return {
    id: a.id,
    storeId: a.storeId,
    productId: a.productId,
    name: a.name,
    status: a.status,
    price: fromMinor(a.price),
    groupPrice: fromMinor(a.groupPrice),
    size: a.size,
    limitMinutes: a.limitMinutes,
    fillOnExpiry: a.fillOnExpiry,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    groups: counts.get(a.id) ?? noGroups(),
  };
}

async function countsOf(db: Db, ids: number[]): Promise<Counts> {
  const counts: Counts = new Map();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ activityId: groupBuyGroups.activityId, status: groupBuyGroups.status, n: count() })
    .from(groupBuyGroups)
    .where(inArray(groupBuyGroups.activityId, ids))
    .groupBy(groupBuyGroups.activityId, groupBuyGroups.status);
  for (const row of rows) {
    const c = counts.get(row.activityId) ?? noGroups();
    c[row.status] += row.n;
    counts.set(row.activityId, c);
  }
  return counts;
}

/** What staff write to create a group buy (POST /staff/group-buys); text translated afterwards (decision 020). */
const activityIn = z
  .strictObject({
    storeId: staffBodyId,
    productId: staffBodyId.nullable().default(null),
    name: z.string().trim().min(1).max(60),
    description: field.text(500).default(''),
    image: z.string().max(300).default(''),
    price: staffYuan(0.01, 100_000),
    groupPrice: staffYuan(0, 100_000),
    size: z.number().int().min(2).max(100),
    limitMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
    fillOnExpiry: z.boolean().default(false),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((a) => new Date(a.endsAt) > new Date(a.startsAt), { message: 'endsAt must be after startsAt' })
  .refine((a) => a.groupPrice <= a.price, {
    message: 'groupPrice must not be above price',
    path: ['groupPrice'],
  });
type ActivityIn = z.infer<typeof activityIn>;

/** Creates a group buy of a store, for one of its products when given (the demo data uses it too). */
export async function createGroupBuy(db: Db, input: ActivityIn, at: Date): Promise<StaffGroupBuyOut> {
  if (!(await storeSettingsIn(db, input.storeId))) throw new AppError('STORE_NOT_FOUND');
  if (input.productId !== null) {
    const found = await productsThatExist(db, [input.productId], { storeId: input.storeId });
    if (found.size === 0) throw new AppError('PRODUCT_NOT_FOUND');
  }
  const [row] = await db
    .insert(groupBuyActivities)
    .values({
      ...input,
      price: toMinor(input.price),
      groupPrice: toMinor(input.groupPrice),
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      createdAt: at,
    })
    .returning();
  return toStaffOut(row!, new Map());
}

/** Ends (revokes) a group buy now: no new groups or joins, its awaiting groups revoked and refunded; once. */
async function endGroupBuy(deps: AppDeps, id: number): Promise<StaffGroupBuyOut> {
  const at = deps.clock.now();
  const [ended] = await deps.db
    .update(groupBuyActivities)
    .set({ status: 'ended', endedAt: at })
    .where(and(eq(groupBuyActivities.id, id), eq(groupBuyActivities.status, 'active')))
    .returning();
  const [row] = ended
    ? [ended]
    : await deps.db.select().from(groupBuyActivities).where(eq(groupBuyActivities.id, id));
  if (!row) throw new AppError('GROUP_BUY_NOT_FOUND');
  if (ended) await revokeActivityGroups(deps.db, deps, row.id, at);
  return toStaffOut(row, await countsOf(deps.db, [row.id]));
}

async function listGroupBuys(db: Db, q: ActivityListQuery): Promise<StaffGroupBuyOut[]> {
  const rows = await db
    .select()
    .from(groupBuyActivities)
    .where(activityWhere(groupBuyActivities, q))
    .orderBy(asc(groupBuyActivities.id))
    .limit(200);
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffOut(row, counts));
}

/** Staff group buy routes (inside the /staff plugin, behind its bearer token): list, create, end, hand over. */
export function registerStaffGroupBuys(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'group-buys',
    listKey: 'activities',
    list: (q) => listGroupBuys(deps.db, q),
    body: activityIn,
    create: (body) => createGroupBuy(deps.db, body, deps.clock.now()),
    end: (id) => endGroupBuy(deps, id),
  });
  registerHandOver(staff, deps, 'group-buys', 'groupBuy', ['accepted']);
}
