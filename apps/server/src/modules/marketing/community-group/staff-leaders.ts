import { field } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { communityLeaders } from '../../../db/schema/marketing/community-group.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffBodyId, staffId } from '../../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest, staffInvalid } from '../../../platform/staff/staff-reply.ts';
import { storeSettingsIn } from '../../store/index.ts';
import { type ActivityListQuery, activityWhere, registerStaffActivity } from '../staff-activity-routes.ts';
import type { CommunityLeaderRow } from './groups.ts';

/** A leader's pickup point as staff list it (the staff CLI's `activities community leaders` prints it). */
export interface StaffCommunityLeaderOut {
  id: number;
  storeId: number;
  name: string;
  phone: string;
  address: string;
  hours: string;
  status: 'active' | 'ended';
}

export function toStaffLeaderOut(l: CommunityLeaderRow): StaffCommunityLeaderOut {
  return {
    id: l.id,
    storeId: l.storeId,
    name: l.name,
    phone: l.phone,
    address: l.address,
    hours: l.hours,
    status: l.status,
  };
}

const leaderFields = {
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().min(5).max(20),
  address: z.string().trim().min(1).max(200),
  hours: field.text(100).default(''),
};

/** What staff write to add a point (POST /staff/community-leaders); text translated afterwards (decision 020). */
const leaderIn = z.strictObject({ storeId: staffBodyId, ...leaderFields });
type LeaderIn = z.infer<typeof leaderIn>;

/** What staff change of a point (POST /staff/community-leaders/:id): any of its fields. */
const leaderEdit = z
  .strictObject({
    name: leaderFields.name.optional(),
    phone: leaderFields.phone.optional(),
    address: leaderFields.address.optional(),
    hours: field.text(100).optional(),
  })
  .refine((e) => Object.keys(e).length > 0, { message: 'nothing to change' });

/** Adds a leader's point to a store (the demo data uses it too). */
export async function createCommunityLeader(db: Db, input: LeaderIn, at: Date) {
  if (!(await storeSettingsIn(db, input.storeId))) throw new AppError('STORE_NOT_FOUND');
  const [row] = await db
    .insert(communityLeaders)
    .values({ ...input, createdAt: at })
    .returning();
  return toStaffLeaderOut(row!);
}

async function editLeader(db: Db, id: number, edit: z.infer<typeof leaderEdit>) {
  const [row] = await db.update(communityLeaders).set(edit).where(eq(communityLeaders.id, id)).returning();
  if (!row) throw new AppError('COMMUNITY_POINT_NOT_FOUND');
  return toStaffLeaderOut(row);
}

/** Ends a point: no new order picks it; orders placed for it are still handed over there. */
async function endLeader(db: Db, id: number) {
  const [row] = await db
    .update(communityLeaders)
    .set({ status: 'ended' })
    .where(eq(communityLeaders.id, id))
    .returning();
  if (!row) throw new AppError('COMMUNITY_POINT_NOT_FOUND');
  return toStaffLeaderOut(row);
}

async function listLeaders(db: Db, q: ActivityListQuery) {
  const rows = await db
    .select()
    .from(communityLeaders)
    .where(activityWhere(communityLeaders, q))
    .orderBy(communityLeaders.id)
    .limit(200);
  return rows.map(toStaffLeaderOut);
}

const idParams = z.strictObject({ id: staffId });

/** Staff routes of the leaders' points: list, add, end (as an activity's), and change one. */
export function registerStaffCommunityLeaders(staff: FastifyInstance, deps: AppDeps): void {
  registerStaffActivity(staff, {
    path: 'community-leaders',
    listKey: 'leaders',
    list: (q) => listLeaders(deps.db, q),
    body: leaderIn,
    create: (body) => createCommunityLeader(deps.db, body, deps.clock.now()),
    end: (id) => endLeader(deps.db, id),
  });
  staff.post('/community-leaders/:id', async (req, res) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    const body = leaderEdit.safeParse(req.body);
    if (!body.success) return staffInvalid(res, body.error.issues);
    return staffAnswer(res, () => editLeader(deps.db, params.data.id, body.data));
  });
}
