import { coveringZone, type LatLon, type Locale } from '@shop/domain';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { addressLines } from '../address/index.ts';
import { findStore } from '../store/index.ts';
import { type CourierStatus, courierFor, type RiderPosition } from './courier.ts';
import { type DeliveryOrder, deliveryTimeline, findDelivery, findDeliveryOrder } from './delivery-orders.ts';
import { storeZones, toWireZone } from './zones.ts';

async function memberOrder(deps: AppDeps, memberId: number, orderNo: string): Promise<DeliveryOrder> {
  const order = await findDeliveryOrder(deps.db, orderNo, memberId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** Asks the courier; any failure of theirs is SPEC §8 'logistics fetch failed' (502), never a 500. */
async function askCourier<T>(deps: AppDeps, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    deps.log.warn({ err }, 'courier provider failed');
    throw new AppError('LOGISTICS_FETCH_FAILED');
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * order/ExpressInfo: the order's delivery timeline (placed, paid, then each state reached), its courier, and where it
 * goes, in the reader's script.
 */
export async function expressInfo(deps: AppDeps, memberId: number, orderNo: string, locale: Locale) {
  const order = await memberOrder(deps, memberId, orderNo);
  const delivery = await findDelivery(deps.db, order.id);
  const courier = courierFor(deps.db);
  const status: CourierStatus | null = delivery?.courierRef
    ? await askCourier(deps, () => courier.status(delivery.courierRef!))
    : null;
  const record = await findStore(deps.db, deps.clock, order.storeId);
  const lineOf = await addressLines(locale);
  const events = [
    { state: 'placed' as const, at: order.createdAt.toISOString() },
    ...(order.paidAt ? [{ state: 'paid' as const, at: order.paidAt.toISOString() }] : []),
    ...(await deliveryTimeline(deps.db, order.id)).map((e) => ({ state: e.state, at: e.at.toISOString() })),
  ];
  return {
    orderNo,
    state: delivery?.state ?? null,
    events,
    courier: status?.courier ?? null,
    storeTimezone: record?.row.settings.timezone ?? 'UTC',
    address: {
      receiver: order.delivery.receiver,
      addr: lineOf(order.delivery),
      lat: order.delivery.lat,
      lng: order.delivery.lng,
    },
    autoConfirmAt: delivery?.state === 'delivered' ? iso(delivery.confirmAfter) : null,
    serverTime: deps.clock.now().toISOString(),
  };
}

const point = (p: LatLon) => ({ latitude: p.latitude, longitude: p.longitude });

/**
 * order/QueryTransporterRealTimePosition: the rider's last position (from the courier), the store's, the address's
 * and the zone the order was placed in (or, when staff have redrawn the zones since, the one covering the address).
 */
export async function riderPosition(deps: AppDeps, memberId: number, orderNo: string) {
  const order = await memberOrder(deps, memberId, orderNo);
  const delivery = await findDelivery(deps.db, order.id);
  const rider: RiderPosition | null = delivery?.courierRef
    ? await askCourier(deps, () => courierFor(deps.db).position(delivery.courierRef!))
    : null;
  const record = await findStore(deps.db, deps.clock, order.storeId);
  const row = record?.row;
  const store =
    row && row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;
  const address = { latitude: order.delivery.lat, longitude: order.delivery.lng };
  const zones = await storeZones(deps.db, deps.clock, order.storeId);
  const zone =
    zones.find((z) => z.id === String(order.delivery.zoneId)) ??
    (store ? coveringZone(zones, address, store) : null);
  return {
    orderNo,
    state: delivery?.state ?? null,
    rider: rider ? { ...point(rider), at: rider.at.toISOString() } : null,
    store,
    address,
    zone: zone ? toWireZone(zone, store) : null,
  };
}
