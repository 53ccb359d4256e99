/**
 * Where an area's effect takes its first lock in decision 012's global order, so the lifecycle runs the effects
 * of one event in that order whatever order the areas registered in. The order row, its lines and its payments
 * (steps 1 and 2) are taken by the lifecycle itself before any effect runs.
 */
export const lockRank = {
  /** members, ascending id (growth and levels, a member's points or balance row). */
  members: 30,
  /** The member's ledgers (points and balance entries, after the member row). */
  ledgers: 40,
  /** The member's coupons, then their use counts. */
  coupons: 60,
  /** Shared rows of an area (a points mall product, a package's stock, an activity's counters). */
  shared: 70,
  /** products, ascending id: the last rows any path locks. */
  products: 80,
} as const;

export type LockRank = (typeof lockRank)[keyof typeof lockRank];
