import { orderNo } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffAnswer, staffBadRequest } from '../../platform/staff/staff-reply.ts';
import { moveKindOrder } from '../order/index.ts';

/** The statuses an order may be handed over from (order's own type, read through its step). */
type FromStatuses = Parameters<typeof moveKindOrder>[2];

/**
 * Staff hand an activity's order over at the counter on its number: `from` → completed by order's conditional
 * step (its 'completed' event earns growth and points once). Any other state — not paid yet, a group not formed,
 * already collected — is ORDER_STATE_CONFLICT, so goods never leave before their activity lets them.
 */
export async function handOverKindOrder(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  orderNo: string,
  kind: 'groupBuy' | 'seckill' | 'presaleRest' | 'communityGroup',
  from: FromStatuses,
) {
  const done = await deps.db.transaction((tx) =>
    moveKindOrder(tx, { orderNo, kind }, from, 'completed', deps.clock.now()),
  );
  if (!done) throw new AppError('ORDER_STATE_CONFLICT', {}, { Kind: kind });
  return { orderNo, status: 'completed' as const };
}

const orderParams = z.strictObject({ orderNo });

/** POST /staff/<path>/orders/:orderNo/hand-over: the activity's order collected at the counter from `from`. */
export function registerHandOver(
  staff: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  path: string,
  kind: 'groupBuy' | 'seckill' | 'presaleRest' | 'communityGroup',
  from: FromStatuses,
): void {
  staff.post(`/${path}/orders/:orderNo/hand-over`, async (req, res) => {
    const params = orderParams.safeParse(req.params);
    if (!params.success) return staffBadRequest(res, 'orderNo');
    return staffAnswer(res, () => handOverKindOrder(deps, params.data.orderNo, kind, from));
  });
}
