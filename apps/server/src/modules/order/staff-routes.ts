import { field, orderStatus } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { staffId } from '../../platform/staff/staff-fields.ts';
import { staffAnswer, staffBadRequest } from '../../platform/staff/staff-reply.ts';
import { moveKitchenTicket } from './kitchen.ts';
import { advanceOrder, cancelByStore, refundByStore, type StaffStep } from './staff-actions.ts';
import { staffOrderLines } from './staff-lines.ts';
import { listStoreOrders } from './staff-list.ts';

const listQuery = z.strictObject({
  storeId: staffId.optional(),
  status: orderStatus.optional(),
});

const orderParams = z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) });

// A refund of some lines (after-sales); no body or no lines: everything the order has left.
const refundBody = z
  .strictObject({
    lines: z
      .array(z.strictObject({ lineId: field.id, quantity: z.number().int().min(1).max(9999) }))
      .min(1)
      .max(100)
      .optional(),
  })
  .optional();

const kitchenParams = orderParams.extend({ step: z.enum(['preparing', 'ready', 'served']) });

/**
 * Staff order routes (inside the /staff plugin, behind its bearer token): the latest orders of a store, and the
 * steps the store moves an order through. Each step is a conditional update; a wrong state answers 409.
 */
export function registerStaffOrders(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/orders', async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return staffBadRequest(res, String(query.error.issues[0]?.path[0] ?? 'query'));
    return staffAnswer(res, async () => ({ orders: await listStoreOrders(deps.db, query.data) }));
  });

  const stepRoutes: Array<[string, StaffStep]> = [
    ['accept', 'accept'],
    ['ready', 'ready'],
    ['complete', 'complete'],
  ];
  for (const [path, step] of stepRoutes) {
    staff.post(`/orders/:orderNo/${path}`, async (req, res) => {
      const params = orderParams.safeParse(req.params);
      if (!params.success) return staffBadRequest(res, 'orderNo');
      return staffAnswer(res, () => advanceOrder(deps.db, params.data.orderNo, step, deps.clock.now()));
    });
  }

  // A dine-in ticket's kitchen status (SPEC §7 GetOrderKDSQueuingStatus reads it): preparing, ready, served.
  staff.post('/orders/:orderNo/kitchen/:step', async (req, res) => {
    const params = kitchenParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, String(params.error.issues[0]?.path[0] ?? 'params'));
    return staffAnswer(res, () => moveKitchenTicket(deps.db, params.data.orderNo, params.data.step));
  });

  staff.post('/orders/:orderNo/cancel', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'orderNo');
    return staffAnswer(res, () => cancelByStore(deps, params.data.orderNo, deps.clock.now()));
  });

  // An order's lines with what each paid and has refunded, for a refund of some of them.
  staff.get('/orders/:orderNo/lines', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'orderNo');
    return staffAnswer(res, async () => ({ lines: await staffOrderLines(deps.db, params.data.orderNo) }));
  });

  staff.post('/orders/:orderNo/refund', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'orderNo');
    const body = refundBody.safeParse(req.body ?? undefined);
    if (!body.success) return staffBadRequest(res, String(body.error.issues[0]?.path.join('.') || 'lines'));
    const lines = body.data?.lines ?? 'all';
    return staffAnswer(res, () => refundByStore(deps, params.data.orderNo, lines, deps.clock.now()));
  });
}
