import {
  type DeliveryState,
  type DeliveryStep,
  deliveryTransitions,
  type LatLon,
  riderOnTheWay,
} from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { deliveries, deliveryEvents } from '../../db/schema/delivery.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type DeliveryOrderStep, stepOrderByIdIn } from '../order/index.ts';
import { findStore } from '../store/index.ts';
import { courierFor, SANDBOX_RIDER } from './courier.ts';
import { type DeliveryOrder, findDelivery, findDeliveryOrder } from './delivery-orders.ts';

/** Who moved a delivery, as its timeline keeps it. */
export type MovedBy = 'staff' | 'courier' | 'member' | 'auto';

/** SPEC §4 auto-confirm: hours after delivery when receipt is confirmed for the shopper, unless the store says. */
export const DEFAULT_AUTO_CONFIRM_HOURS = 24;

/** The order step a delivery state brings with it (domain orderStatusForDelivery), when its status changes. */
const orderStepInto: Partial<Record<DeliveryState, DeliveryOrderStep>> = {
  'picked-up': 'ship',
  delivered: 'arrive',
  received: 'receive',
};

type DeliveryChanges = Partial<typeof deliveries.$inferInsert>;

/**
 * Takes one step of a delivery inside `tx`: a conditional update of its state from the states the step may start
 * from, the timeline entry, and the order's own step when its status changes with it. False (nothing written)
 * when the delivery was in no such state or its order in no fitting status.
 */
export async function stepIn(
  tx: Tx,
  orderId: number,
  step: Exclude<DeliveryStep, 'accept'>,
  at: Date,
  by: MovedBy,
  changes: DeliveryChanges = {},
): Promise<boolean> {
  const rule = deliveryTransitions[step];
  const from = rule.from.filter((s): s is DeliveryState => s !== null);
  const [moved] = await tx
    .update(deliveries)
    .set({ ...changes, state: rule.to, updatedAt: at })
    .where(and(eq(deliveries.orderId, orderId), inArray(deliveries.state, from)))
    .returning({ orderId: deliveries.orderId });
  if (!moved) return false;
  const orderStep = orderStepInto[rule.to];
  // The delivery row is locked before the order row on every path (here, receipt and the auto-confirm job).
  if (orderStep && !(await stepOrderByIdIn(tx, orderId, orderStep, at))) throw new StepRefused();
  await tx.insert(deliveryEvents).values({ orderId, state: rule.to, at, by });
  return true;
}

/** Thrown inside a step's transaction to undo the delivery's move when its order could not follow. */
export class StepRefused extends Error {}

async function autoConfirmHours(deps: AppDeps, storeId: number): Promise<number> {
  const record = await findStore(deps.db, deps.clock, storeId);
  return record?.row.settings.autoConfirmReceiptHours ?? DEFAULT_AUTO_CONFIRM_HOURS;
}

/**
 * The merchant accepts a delivery order: the order pending → accepted (an order staff accepted already through
 * the order steps is taken as it is) and its delivery starts in 'accepted'.
 */
async function acceptIn(tx: Tx, deps: AppDeps, order: DeliveryOrder, at: Date): Promise<boolean> {
  const moved = await stepOrderByIdIn(tx, order.id, 'accept', at);
  if (!moved && order.status !== 'accepted') return false;
  const [started] = await tx
    .insert(deliveries)
    .values({
      orderId: order.id,
      storeId: order.storeId,
      state: 'accepted',
      provider: courierFor(deps.db).name,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ orderId: deliveries.orderId });
  if (!started) return false;
  await tx.insert(deliveryEvents).values({ orderId: order.id, state: 'accepted', at, by: 'staff' });
  return true;
}

/** What staff may give with a step: the rider of a pickup. */
export interface StepOptions {
  rider?: { name: string; phone: string };
}

async function changesFor(
  deps: AppDeps,
  order: DeliveryOrder,
  step: DeliveryStep,
  at: Date,
  opts: StepOptions,
) {
  if (step === 'dispatch') {
    const record = await findStore(deps.db, deps.clock, order.storeId);
    const row = record?.row;
    const from =
      row && row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null;
    const to = { latitude: order.delivery.lat, longitude: order.delivery.lng };
    const { ref } = await courierFor(deps.db).dispatch({
      orderId: order.id,
      orderNo: order.orderNo,
      storeId: order.storeId,
      from,
      to,
    });
    return { courierRef: ref };
  }
  if (step === 'pickup') {
    const rider = opts.rider ?? SANDBOX_RIDER;
    return { courierName: rider.name, courierPhone: rider.phone };
  }
  if (step === 'arrive') {
    const hours = await autoConfirmHours(deps, order.storeId);
    return { confirmAfter: new Date(at.getTime() + hours * 3_600_000) };
  }
  return {};
}

/** Why a step did not apply: ORDER_STATE_CONFLICT with the delivery's state (or the order's before it started). */
async function refusal(deps: AppDeps, order: DeliveryOrder): Promise<AppError> {
  const delivery = await findDelivery(deps.db, order.id);
  return new AppError('ORDER_STATE_CONFLICT', {}, { Status: delivery?.state ?? order.status });
}

/**
 * A staff (sandbox courier) step of a delivery order by its number: accept, dispatch, pickup, deliver, arrive,
 * returning, returned. A non-delivery order answers ORDER_NOT_FOUND; a step out of place ORDER_STATE_CONFLICT.
 */
export async function moveDelivery(
  deps: AppDeps,
  orderNo: string,
  step: Exclude<DeliveryStep, 'receive'>,
  opts: StepOptions = {},
) {
  const order = await findDeliveryOrder(deps.db, orderNo);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const at = deps.clock.now();
  const changes = step === 'accept' ? {} : await changesFor(deps, order, step, at, opts);
  const moved = await retryTransaction(deps.db, (tx) =>
    step === 'accept' ? acceptIn(tx, deps, order, at) : stepIn(tx, order.id, step, at, 'staff', changes),
  ).catch((err: unknown) => {
    // Thrown inside, so the delivery's move was rolled back with the order's refusal.
    if (err instanceof StepRefused) return false;
    throw err;
  });
  if (!moved) {
    // The courier was asked before the transaction (a provider call holds no row lock): call the job off again.
    if ('courierRef' in changes && changes.courierRef) await courierFor(deps.db).cancel(changes.courierRef);
    throw await refusal(deps, order);
  }
  const delivery = await findDelivery(deps.db, order.id);
  return { orderNo, state: delivery!.state };
}

/** The rider's position as the courier reports it; only while the delivery is live (not final, not delivered). */
export async function reportPosition(deps: AppDeps, orderNo: string, point: LatLon) {
  const order = await findDeliveryOrder(deps.db, orderNo);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const live: DeliveryState[] = ['awaiting-rider', 'picked-up', 'delivering', 'returning'];
  const [row] = await deps.db
    .update(deliveries)
    .set({ riderLat: point.latitude, riderLng: point.longitude, riderAt: deps.clock.now() })
    .where(and(eq(deliveries.orderId, order.id), inArray(deliveries.state, live)))
    .returning({ state: deliveries.state });
  if (!row) throw await refusal(deps, order);
  return { orderNo, state: row.state, followed: riderOnTheWay(row.state) };
}
