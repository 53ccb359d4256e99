import { orderStatus } from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { envelope, failure, sendAppError } from '../../platform/http/endpoints.ts';
import { moveKitchenTicket } from './kitchen.ts';
import { advanceOrder, cancelByStore, refundCompleted, type StaffStep } from './staff-actions.ts';
import { listStoreOrders } from './staff-list.ts';

const listQuery = z.strictObject({
  storeId: z.coerce.number().int().positive().optional(),
  status: orderStatus.optional(),
});

const orderParams = z.strictObject({ orderNo: z.string().regex(/^\d{6,32}$/) });

const kitchenParams = orderParams.extend({ step: z.enum(['preparing', 'ready', 'served']) });

/** Runs a staff action, turning refusals into the usual envelope with their status. */
async function answer(res: FastifyReply, work: () => Promise<unknown>) {
  try {
    return res.send(envelope(await work()));
  } catch (err) {
    if (err instanceof AppError) return sendAppError(res, err);
    throw err;
  }
}

function badRequest(res: FastifyReply, field: string) {
  return res.code(400).send(failure('BAD_REQUEST', `请求参数错误：${field}`, { Field: field }));
}

/**
 * Staff order routes (inside the /staff plugin, behind its bearer token): the latest orders of a store, and the
 * steps the store moves an order through. Each step is a conditional update; a wrong state answers 409.
 */
export function registerStaffOrders(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/orders', async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) return badRequest(res, String(query.error.issues[0]?.path[0] ?? 'query'));
    return answer(res, async () => ({ orders: await listStoreOrders(deps.db, query.data) }));
  });

  const stepRoutes: Array<[string, StaffStep]> = [
    ['accept', 'accept'],
    ['ready', 'ready'],
    ['complete', 'complete'],
  ];
  for (const [path, step] of stepRoutes) {
    staff.post(`/orders/:orderNo/${path}`, async (req, res) => {
      const params = orderParams.safeParse(req.params);
      if (!params.success) return badRequest(res, 'orderNo');
      return answer(res, () => advanceOrder(deps.db, params.data.orderNo, step, deps.clock.now()));
    });
  }

  // A dine-in ticket's kitchen status (SPEC §7 GetOrderKDSQueuingStatus reads it): preparing, ready, served.
  staff.post('/orders/:orderNo/kitchen/:step', async (req, res) => {
    const params = kitchenParams.safeParse(req.params);
    if (!params.success) return badRequest(res, String(params.error.issues[0]?.path[0] ?? 'params'));
    return answer(res, () => moveKitchenTicket(deps.db, params.data.orderNo, params.data.step));
  });

  staff.post('/orders/:orderNo/cancel', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return badRequest(res, 'orderNo');
    return answer(res, () => cancelByStore(deps, params.data.orderNo, deps.clock.now()));
  });

  staff.post('/orders/:orderNo/refund', async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return badRequest(res, 'orderNo');
    return answer(res, () => refundCompleted(deps, params.data.orderNo, deps.clock.now()));
  });
}
