import { z } from 'zod';
import { deliveryPaths } from './paths/index.ts';
import { storeSummary } from './store.ts';
import { endpoint, field } from './wire/endpoint.ts';
import { orderNo } from './wire/order-no.ts';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A point as the delivery calls send and answer it. */
export const latLonOut = z.object({ latitude, longitude });
export type LatLonOut = z.infer<typeof latLonOut>;

/**
 * A store's delivery zone (SPEC §7 GetStoreTakeawayZones). A polygon keeps its vertices as [longitude, latitude]
 * pairs; a radius zone its distances from `centre` (the store). Money is decimal on the wire (decision 003).
 */
export const deliveryZoneOut = z.object({
  zoneId: z.number().int(),
  kind: z.enum(['polygon', 'radius']),
  polygon: z.array(z.tuple([z.number(), z.number()])),
  centre: latLonOut.nullable(),
  maxMeters: z.number().int().nullable(),
  minMeters: z.number().int().nullable(),
  fee: z.number(),
  minDeliveryPrice: z.number(),
  deliveryMinutes: z.number().int(),
  sort: z.number().int(),
});
export type DeliveryZoneOut = z.infer<typeof deliveryZoneOut>;

/** The delivery states of SPEC §4 (domain DeliveryState). */
export const deliveryStateOut = z.enum([
  'accepted',
  'awaiting-rider',
  'picked-up',
  'delivering',
  'delivered',
  'returning',
  'returned',
  'received',
]);

/** One entry of an order's delivery timeline: a state reached, or 'placed' / 'paid' before the delivery began. */
export const deliveryEventOut = z.object({
  state: z.union([deliveryStateOut, z.enum(['placed', 'paid'])]),
  at: z.string(),
});

const courierOut = z.object({ name: z.string(), phone: z.string() });

/** Where the rider was last seen; null until the courier reports one. */
const riderOut = latLonOut.extend({ at: z.string() });

/** A store that delivers to a position, with how far it is and what its covering zone charges. */
export const dispatchStoreOut = storeSummary.extend({
  distanceInMeter: z.number().int(),
  zone: deliveryZoneOut,
});
export type DispatchStoreOut = z.infer<typeof dispatchStoreOut>;

/** Where a position lies for delivery: by coordinates, or by one of the member's saved addresses. */
const addressQuery = z.union([
  z.strictObject({ storeId: field.id, latitude, longitude }),
  z.strictObject({ storeId: field.id, addressId: field.id }),
]);

/**
 * The delivery calls of SPEC §7. A position outside every zone of the store answers DELIVERY_OUT_OF_RANGE (422);
 * another member's order answers ORDER_NOT_FOUND (404), like an unknown one.
 */
export const deliveryEndpoints = {
  getStoreTakeawayZones: endpoint({
    path: deliveryPaths.getStoreTakeawayZones,
    access: 'public',
    request: z.strictObject({ storeId: field.id }),
    result: z.object({
      storeId: z.number().int(),
      /** The store's own position (null when it has none: then it has no radius zone to draw). */
      store: latLonOut.nullable(),
      zones: z.array(deliveryZoneOut),
    }),
  }),

  /** The zone of the store that covers an address (SPEC §5: an address outside every zone is rejected). */
  checkAddressReliability: endpoint({
    path: deliveryPaths.checkAddressReliability,
    access: 'public',
    request: addressQuery,
    result: z.object({
      storeId: z.number().int(),
      position: latLonOut,
      distanceInMeter: z.number().int(),
      zone: deliveryZoneOut,
    }),
  }),

  /** The nearest open store of the caller's chain whose zones cover a position. */
  getBestFitStore: endpoint({
    path: deliveryPaths.getBestFitStore,
    access: 'public',
    request: z.strictObject({ latitude, longitude }),
    result: dispatchStoreOut,
  }),

  /** Every store of the caller's chain that delivers to a position, nearest first (closed ones included). */
  getDispatchOrderStores: endpoint({
    path: deliveryPaths.getDispatchOrderStores,
    access: 'public',
    request: z.strictObject({ latitude, longitude }),
    result: z.object({ stores: z.array(dispatchStoreOut) }),
  }),

  /** A delivery order's timeline and courier (SPEC §3 order courier). */
  expressInfo: endpoint({
    path: deliveryPaths.expressInfo,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({
      orderNo: z.string(),
      /** null until the merchant accepts the order. */
      state: deliveryStateOut.nullable(),
      events: z.array(deliveryEventOut),
      courier: courierOut.nullable(),
      storeTimezone: z.string(),
      /** Where the order goes, as placed: the receiver, the address in one line and its point (/open-location). */
      address: z.object({ receiver: z.string(), addr: z.string(), lat: z.number(), lng: z.number() }),
      /** When receipt is confirmed automatically, while the order is delivered and not yet confirmed. */
      autoConfirmAt: z.string().nullable(),
      serverTime: z.string(),
    }),
  }),

  /** The positions the progress map draws: the rider's last, the store's, the address's, and the zone. */
  queryTransporterRealTimePosition: endpoint({
    path: deliveryPaths.queryTransporterRealTimePosition,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({
      orderNo: z.string(),
      state: deliveryStateOut.nullable(),
      rider: riderOut.nullable(),
      store: latLonOut.nullable(),
      address: latLonOut,
      zone: deliveryZoneOut.nullable(),
    }),
  }),

  /** The member confirms a delivered order received: it completes (once), earning its points. */
  confirmReceive: endpoint({
    path: deliveryPaths.confirmReceive,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: z.object({ orderNo: z.string(), status: z.literal('completed') }),
  }),
};

/** A zone as staff write it (staff API, `npm run staff -- zones`): money in decimals, as on the wire. */
const zoneTermsIn = {
  fee: z.number().min(0).max(100_000).multipleOf(0.01),
  minDeliveryPrice: z.number().min(0).max(1_000_000).multipleOf(0.01).default(0),
  deliveryMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  sort: z.number().int().min(-1000).max(1000).default(0),
};

export const staffZoneIn = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('polygon'),
    polygon: z
      .array(z.tuple([longitude, latitude]))
      .min(3)
      .max(500),
    ...zoneTermsIn,
  }),
  z
    .strictObject({
      kind: z.literal('radius'),
      maxMeters: z.number().int().min(1).max(100_000),
      minMeters: z.number().int().min(0).max(100_000).optional(),
      ...zoneTermsIn,
    })
    .refine((z) => (z.minMeters ?? 0) < z.maxMeters, { path: ['minMeters'], message: 'below maxMeters' }),
]);
export type StaffZoneIn = z.infer<typeof staffZoneIn>;

/** The whole list of a store's zones, replaced at once. */
export const staffZonesIn = z.strictObject({ zones: z.array(staffZoneIn).max(20) });
