import { fromMinor } from '@shop/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { groupMealBookings } from '../../db/schema/marketing.ts';
import { type OrderStatus, orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest } from '../../platform/staff/staff-reply.ts';
import { type KindStep, moveKindOrder } from '../order/index.ts';
import { type BookingRow, readBookings } from './bookings.ts';

/** A booking as staff list it (the staff CLI's group-meals command prints it). */
export interface StaffGroupMealOut {
  orderNo: string;
  status: OrderStatus;
  storeId: number;
  menuName: string;
  headcount: number;
  mealAt: string;
  deposit: number;
  paid: boolean;
  contactPhone: string;
  remark: string;
}

const listQuery = z.strictObject({
  storeId: staffId.optional(),
  /** A day on each booking's store's clock, YYYY-MM-DD. */
  date: z.iso.date().optional(),
  status: z.enum(['unpaid', 'booked', 'accepted', 'completed', 'cancelled', 'refunded']).optional(),
});

const orderParams = z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) });

/** The steps staff move a booking through: confirm (booked → accepted), serve (booked or accepted → completed). */
const steps: Record<'confirm' | 'serve', { from: OrderStatus[]; to: KindStep }> = {
  confirm: { from: ['booked'], to: 'accepted' },
  serve: { from: ['booked', 'accepted'], to: 'completed' },
};

function toStaffOut(row: BookingRow): StaffGroupMealOut {
  return {
    orderNo: row.order.orderNo,
    status: row.order.status,
    storeId: row.booking.storeId,
    menuName: row.booking.menuName,
    headcount: row.booking.headcount,
    mealAt: row.booking.mealAt.toISOString(),
    deposit: fromMinor(row.order.amount),
    paid: row.order.paidAmount > 0 || row.order.amount === 0,
    contactPhone: row.order.contactPhone,
    remark: row.booking.remark,
  };
}

async function listBookings(db: Db, q: z.infer<typeof listQuery>): Promise<StaffGroupMealOut[]> {
  const where: SQL[] = [];
  if (q.storeId) where.push(eq(groupMealBookings.storeId, q.storeId));
  if (q.status) where.push(eq(orders.status, q.status));
  if (q.date)
    where.push(
      sql`(${groupMealBookings.mealAt} AT TIME ZONE (${stores.settings}->>'timezone'))::date = ${q.date}::date`,
    );
  const rows = await readBookings(db, and(...where), 200);
  return rows.map(toStaffOut);
}

async function moveBooking(db: Db, orderNo: string, step: keyof typeof steps, at: Date) {
  const rule = steps[step];
  const ref = { orderNo, kind: 'groupMeal' } as const;
  const row = await db.transaction((tx) => moveKindOrder(tx, ref, rule.from, rule.to, at));
  if (row) return { orderNo: row.orderNo, status: row.status };
  const [known] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.kind, 'groupMeal')));
  throw known
    ? new AppError('ORDER_STATE_CONFLICT', {}, { Status: known.status })
    : new AppError('ORDER_NOT_FOUND');
}

/**
 * Staff group-meal routes (inside the /staff plugin, behind its bearer token): the bookings of a store (a day, a
 * status), and confirming or serving one — each a conditional update; a wrong state answers 409.
 */
export function registerStaffGroupMeals(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/group-meals', async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return staffBadRequest(res, String(query.error.issues[0]?.path[0] ?? 'query'));
    return staffAnswer(res, async () => ({ bookings: await listBookings(deps.db, query.data) }));
  });
  for (const step of Object.keys(steps) as Array<keyof typeof steps>) {
    staff.post(`/group-meals/:orderNo/${step}`, async (req, res) => {
      const params = orderParams.safeParse(req.params);
      if (!params.success) return staffBadRequest(res, 'orderNo');
      return staffAnswer(res, () => moveBooking(deps.db, params.data.orderNo, step, deps.clock.now()));
    });
  }
}
