import { field } from '@shop/contracts';
import { type BargainSettings, bargainSettingsProblem, fromMinor, toMinor } from '@shop/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { bargainActivities, bargains } from '../../../db/schema/marketing/bargain.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../../platform/staff/staff-fields.ts';
import { productsThatExist } from '../../catalog/index.ts';
import { storeSettingsIn } from '../../store/index.ts';
import { type ActivityListQuery, activityWhere, registerStaffActivity } from '../staff-activity-routes.ts';
import type { BargainActivityRow } from './activities.ts';

/** An activity as staff list it (the staff CLI's `activities bargain` prints it): money in decimals, its counts. */
export interface StaffBargainOut {
  id: number;
  storeId: number;
  productId: number | null;
  name: string;
  status: 'active' | 'ended';
  price: number;
  floor: number;
  helpers: number;
  minCut: number;
  maxCut: number;
  startsAt: string;
  endsAt: string;
  lastsMinutes: number;
  /** Members' bargains started, and of them bought. */
  started: number;
  bought: number;
}

type Counts = Map<number, { started: number; bought: number }>;

function toStaffOut(a: BargainActivityRow, counts: Counts): StaffBargainOut {
  return {
    id: a.id,
    storeId: a.storeId,
    productId: a.productId,
    name: a.name,
    status: a.status,
    price: fromMinor(a.price),
    floor: fromMinor(a.floor),
    helpers: a.helpers,
    minCut: fromMinor(a.minCut),
    maxCut: fromMinor(a.maxCut),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    lastsMinutes: a.lastsMinutes,
    ...(counts.get(a.id) ?? { started: 0, bought: 0 }),
  };
}

async function countsOf(db: Db, ids: number[]): Promise<Counts> {
  const counts: Counts = new Map();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ activityId: bargains.activityId, status: bargains.status, n: count() })
    .from(bargains)
    .where(inArray(bargains.activityId, ids))
    .groupBy(bargains.activityId, bargains.status);
  for (const row of rows) {
    const c = counts.get(row.activityId) ?? { started: 0, bought: 0 };
    c.started += row.n;
    if (row.status === 'bought') c.bought += row.n;
    counts.set(row.activityId, c);
  }
  return counts;
}

/** What staff write to create an activity (POST /staff/bargains); text translated afterwards (decision 020). */
const activityIn = z
  .strictObject({
    storeId: staffBodyId,
    productId: staffBodyId.nullable().default(null),
    name: z.string().trim().min(1).max(60),
    description: field.text(500).default(''),
    image: z.string().max(300).default(''),
    price: staffYuan(0.01, 100_000),
    floor: staffYuan(0, 100_000),
    helpers: z.number().int().min(1).max(100),
    minCut: staffYuan(0.01, 100_000),
    maxCut: staffYuan(0.01, 100_000),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    lastsMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
  })
  .refine((a) => new Date(a.endsAt) > new Date(a.startsAt), { message: 'endsAt must be after startsAt' });
type ActivityIn = z.infer<typeof activityIn>;

/** The settings in minor units. */
function settingsIn(input: ActivityIn): BargainSettings {
  return {
    price: toMinor(input.price),
    floor: toMinor(input.floor),
    helpers: input.helpers,
    minCut: toMinor(input.minCut),
    maxCut: toMinor(input.maxCut),
  };
}

/** Creates an activity of a store, for one of its products when given (the demo data uses it too). */
export async function createBargainActivity(db: Db, input: ActivityIn, at: Date): Promise<StaffBargainOut> {
  const settings = settingsIn(input);
  const problem = bargainSettingsProblem(settings);
  if (problem) throw new Error(`bargain settings: ${problem.field} ${problem.reason}`);
  if (!(await storeSettingsIn(db, input.storeId))) throw new AppError('STORE_NOT_FOUND');
  if (input.productId !== null) {
    const found = await productsThatExist(db, [input.productId], { storeId: input.storeId });
    if (found.size === 0) throw new AppError('PRODUCT_NOT_FOUND');
  }
  const [row] = await db
    .insert(bargainActivities)
    .values({
      storeId: input.storeId,
      productId: input.productId,
      name: input.name,
      description: input.description,
      image: input.image,
      ...settings,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      lastsMinutes: input.lastsMinutes,
      createdAt: at,
    })
    .returning();
  return toStaffOut(row!, new Map());
}

/** Ends an activity now: no new bargains, no more cuts, no purchase of a running one; a repeat changes nothing. */
async function endActivity(db: Db, id: number): Promise<StaffBargainOut> {
  const [row] = await db
    .update(bargainActivities)
    .set({ status: 'ended' })
    .where(eq(bargainActivities.id, id))
    .returning();
  if (!row) throw new AppError('BARGAIN_NOT_FOUND');
  return toStaffOut(row, await countsOf(db, [row.id]));
}

async function listActivities(db: Db, q: ActivityListQuery): Promise<StaffBargainOut[]> {
  const rows = await db
    .select()
    .from(bargainActivities)
    .where(activityWhere(bargainActivities, q))
    .orderBy(asc(bargainActivities.id))
    .limit(200);
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffOut(row, counts));
}

/** Staff bargain routes (inside the /staff plugin, behind its bearer token): list, create, end. */
export function registerStaffBargains(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'bargains',
    listKey: 'activities',
    list: (q) => listActivities(deps.db, q),
    body: activityIn,
    // The floor must be reachable by the helpers within the cut bounds (domain's rule), said as the field to fix.
    problem: (body) => bargainSettingsProblem(settingsIn(body)),
    create: (body) => createBargainActivity(deps.db, body, deps.clock.now()),
    end: (id) => endActivity(deps.db, id),
  });
}
