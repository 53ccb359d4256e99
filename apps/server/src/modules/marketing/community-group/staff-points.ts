import { fromMinor, toMinor } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  communityGroupPoints,
  communityGroups,
  communityLeaders,
  communityOrders,
} from '../../../db/schema/marketing/community-group.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { staffId } from '../../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest } from '../../../platform/staff/staff-reply.ts';
import { type KindOrder, kindOrderKeys, selectKindOrders } from '../../order/index.ts';
import { linesOf } from './orders.ts';
import { type StaffCommunityLeaderOut, toStaffLeaderOut } from './staff-leaders.ts';

/** Orders a leader hands over: paid, waiting at the point or already collected. */
const PAID: readonly KindOrder['status'][] = ['pending', 'completed'];

/** One point of a group as its leader reads it: every order placed for it, and what the paid ones come to. */
export interface StaffCommunityPointOut {
  leader: StaffCommunityLeaderOut;
  orders: {
    orderNo: string;
    status: KindOrder['status'];
    phone: string;
    amount: number;
    lines: { itemId: number; name: string; quantity: number }[];
  }[];
  /** Over the paid orders: how many, their amount, the units of each item, and how many wait to be handed over. */
  totals: {
    orders: number;
    toHandOver: number;
    amount: number;
    units: { itemId: number; name: string; units: number }[];
  };
}

type OrderOut = StaffCommunityPointOut['orders'][number];

function totalsOf(orders: OrderOut[]): StaffCommunityPointOut['totals'] {
  const paid = orders.filter((o) => PAID.includes(o.status));
  const units = new Map<number, { itemId: number; name: string; units: number }>();
  for (const l of paid.flatMap((o) => o.lines)) {
    const u = units.get(l.itemId) ?? { itemId: l.itemId, name: l.name, units: 0 };
    u.units += l.quantity;
    units.set(l.itemId, u);
  }
  // In fen, then once to decimals: a sum of decimals drifts (0.1 + 0.2).
  const amount = paid.reduce((sum, o) => sum + toMinor(o.amount), 0);
  return {
    orders: paid.length,
    toHandOver: paid.filter((o) => o.status === 'pending').length,
    amount: fromMinor(amount),
    units: [...units.values()].sort((a, b) => a.itemId - b.itemId),
  };
}

/** A group's points, each with its orders (oldest first) and the paid orders' totals. */
export async function groupPoints(db: Db, groupId: number): Promise<StaffCommunityPointOut[]> {
  const [group] = await db.select().from(communityGroups).where(eq(communityGroups.id, groupId));
  if (!group) throw new AppError('COMMUNITY_GROUP_NOT_FOUND');
  const leaders = await db
    .select({ leader: communityLeaders })
    .from(communityGroupPoints)
    .innerJoin(communityLeaders, eq(communityLeaders.id, communityGroupPoints.leaderId))
    .where(eq(communityGroupPoints.groupId, groupId))
    .orderBy(asc(communityLeaders.id));
  const rows = await selectKindOrders(db, { fact: communityOrders })
    .innerJoin(communityOrders, eq(communityOrders.orderId, kindOrderKeys.id))
    .where(eq(communityOrders.groupId, groupId))
    .orderBy(asc(kindOrderKeys.id));
  const lines = await linesOf(
    db,
    rows.map((r) => r.order.id),
  );
  return leaders.map(({ leader }) => {
    const orders: OrderOut[] = rows
      .filter((r) => r.fact.leaderId === leader.id)
      .map(({ order }) => ({
        orderNo: order.orderNo,
        status: order.status,
        phone: order.contactPhone,
        amount: fromMinor(order.amount),
        lines: lines
          .filter((l) => l.line.orderId === order.id)
          .map((l) => ({ itemId: l.item.id, name: l.item.name, quantity: l.line.quantity })),
      }));
    return { leader: toStaffLeaderOut(leader), orders, totals: totalsOf(orders) };
  });
}

const idParams = z.strictObject({ id: staffId });

/** GET /staff/community-groups/:id/points: each point's orders and totals (what a leader prepares and hands over). */
export function registerStaffCommunityPoints(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/community-groups/:id/points', async (req, res) => {
    const params = idParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'id');
    return staffAnswer(res, async () => ({ points: await groupPoints(deps.db, params.data.id) }));
  });
}
