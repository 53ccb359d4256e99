import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import type { JobDefinition } from './jobs/job.ts';
import type { MemberAssetProvider } from './member-assets/member-assets.ts';
import type { TranslatableEntity } from './translations/translatable.ts';

/** The app's settings the modules' background jobs read; main takes them from env, API tests leave them unset. */
export interface JobSettings {
  /** Seconds between runs of the unpaid-order sweep (env ORDER_SWEEP_SECONDS); 0 or unset: not registered. */
  orderSweepSeconds?: number;
  /** Seconds between runs of the job that wakes reservations on their day (env RESERVATION_RELEASE_SECONDS). */
  reservationReleaseSeconds?: number;
  /** Seconds between runs of the points' year-end clearing (env POINTS_CLEARING_SECONDS); 0 or unset: none. */
  pointsClearingSeconds?: number;
  /** Seconds between runs of the job that credits balance gift instalments as they fall due (env GIFT_INSTALMENT_SECONDS). */
  giftInstalmentSeconds?: number;
}

/**
 * One area of the shop as the app mounts it (DESIGN §2): exported by the area's index.ts and listed once in
 * modules/index.ts, so adding an area is adding its entry there. The app (app.ts) registers every module's parts;
 * the platform names no area.
 */
export interface ShopModule {
  /** The area's name as DESIGN §2 writes it, which is also its folder under modules/. */
  name: string;
  /** Registers the area's shopper endpoints (POST /wxapi/…). */
  routes?(app: FastifyInstance, deps: AppDeps): void;
  /** Registers the area's staff routes inside the /staff plugin, behind its bearer token (platform/staff). */
  staffRoutes?(staff: FastifyInstance, deps: AppDeps): void;
  /**
   * The area's rows of store-authored text that staff translate (decision 020), served by the staff API's
   * /staff/translations routes and `npm run staff -- translate` (platform/translations).
   */
  translatables?: TranslatableEntity[];
  /** The area's background jobs, for platform/jobs to run. */
  jobs?(deps: AppDeps, settings: JobSettings): JobDefinition[];
  /** What a member holds in the area and what it is worth (platform/member-assets, decision 048). */
  memberAssets?: readonly MemberAssetProvider[];
}
