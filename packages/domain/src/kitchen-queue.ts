/** A dine-in order's progress in the kitchen (SPEC §7 GetOrderKDSQueuingStatus). */
export const kitchenStatuses = ['waiting', 'preparing', 'ready', 'served'] as const;
export type KitchenStatus = (typeof kitchenStatuses)[number];

/** The statuses a ticket may move to each status from: forwards only, skipping 'preparing' allowed. */
export const kitchenStepFrom: Record<Exclude<KitchenStatus, 'waiting'>, readonly KitchenStatus[]> = {
  preparing: ['waiting'],
  ready: ['waiting', 'preparing'],
  served: ['ready'],
};

/** Minutes a ticket takes to make when the store sets none. */
export const DEFAULT_MAKING_MINUTES = 5;

/** Still in the kitchen's queue: waiting or being made. */
export function inKitchenQueue(status: KitchenStatus): boolean {
  return status === 'waiting' || status === 'preparing';
}

export interface QueueStanding {
  /** 1 for the next to be served; 0 once ready or served. */
  position: number;
  /** Minutes until ready (whole, rounded up); 0 once ready or served. */
  waitMinutes: number;
}

/**
 * Where a ticket stands: `ahead` tickets still waiting or being made before it, each taking the store's average
 * making time; a ticket being made counts as half done (the kitchen started it, no clock says how far).
 */
export function queueStanding(status: KitchenStatus, ahead: number, makingMinutes: number): QueueStanding {
  if (!inKitchenQueue(status)) return { position: 0, waitMinutes: 0 };
  const own = status === 'preparing' ? makingMinutes / 2 : makingMinutes;
  return { position: ahead + 1, waitMinutes: Math.ceil(ahead * makingMinutes + own) };
}
