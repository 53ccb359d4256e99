// The public face of the level module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerLevel } from './routes.ts';
import { levelTranslatables } from './translatables.ts';

// The growth a completed order brings to a member's level.
export { applyOrderGrowth } from './growth.ts';
// The rank and the level a member's level counts as (a lapsed level is the entry level), as SQL over members: the
// level rules of coupons and gift packages.
export { effectiveRankSql, levelIdSql } from './member-level.ts';

/** How the app mounts member levels: levels, growth and paid upgrades (their order kind too); staff translate them. */
export const levelModule: ShopModule = {
  name: 'level',
  routes: registerLevel,
  translatables: levelTranslatables,
};
