import type { DeliveryState, LatLon } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveries } from '../../db/schema/delivery.ts';

/** What a courier is asked to carry: from the store to the address of one order. */
export interface CourierJob {
  orderId: number;
  orderNo: string;
  storeId: number;
  from: LatLon | null;
  to: LatLon;
}

/** Where a rider was, and when the courier saw them there. */
export interface RiderPosition extends LatLon {
  at: Date;
}

/** What the courier says of a job now. */
export interface CourierStatus {
  state: DeliveryState;
  courier: { name: string; phone: string } | null;
  rider: RiderPosition | null;
}

/**
 * A delivery company behind one interface (SPEC §3 order courier): the shop dispatches a job to it, may cancel it,
 * and asks it where the job and its rider are. A real provider reports state changes by its own callbacks, which
 * land where the sandbox's staff commands land (lifecycle.ts).
 */
export interface CourierProvider {
  readonly name: string;
  dispatch(job: CourierJob): Promise<{ ref: string }>;
  cancel(ref: string): Promise<void>;
  /** Null when the provider does not know the job. */
  status(ref: string): Promise<CourierStatus | null>;
  position(ref: string): Promise<RiderPosition | null>;
}

/** The rider the sandbox names when staff give none. */
export const SANDBOX_RIDER = { name: 'Sandbox Rider', phone: '13900000000' };

/**
 * The sandbox courier: staff play the delivery company through the staff API and `npm run staff -- delivery`,
 * which write the job's state and the rider's position into `deliveries`; the sandbox answers from there.
 */
export function sandboxCourier(db: Db): CourierProvider {
  async function row(ref: string) {
    const [found] = await db.select().from(deliveries).where(eq(deliveries.courierRef, ref)).limit(1);
    return found ?? null;
  }
  return {
    name: 'sandbox',
    async dispatch(job) {
      return { ref: `sandbox-${job.orderNo}` };
    },
    async cancel() {},
    async status(ref) {
      const r = await row(ref);
      if (!r) return null;
      const courier = r.courierName ? { name: r.courierName, phone: r.courierPhone } : null;
      return { state: r.state, courier, rider: riderOf(r) };
    },
    async position(ref) {
      const r = await row(ref);
      return r ? riderOf(r) : null;
    },
  };
}

function riderOf(r: typeof deliveries.$inferSelect): RiderPosition | null {
  return r.riderLat === null || r.riderLng === null || r.riderAt === null
    ? null
    : { latitude: r.riderLat, longitude: r.riderLng, at: r.riderAt };
}

const chosen = new WeakMap<object, CourierProvider>();

/** The courier of the app on `db`: the sandbox unless one was set (a real provider, or a failing one in tests). */
export function courierFor(db: Db): CourierProvider {
  let provider = chosen.get(db);
  if (!provider) {
    provider = sandboxCourier(db);
    chosen.set(db, provider);
  }
  return provider;
}

/** Sets the courier of the app on `db`. */
export function useCourier(db: Db, provider: CourierProvider): void {
  chosen.set(db, provider);
}
