// The public face of the level module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerEntityTranslations } from '../../platform/staff/entity-translations.ts';
import { levelTranslations } from './level-translations.ts';
import { registerLevel } from './routes.ts';

// The growth a completed order brings to a member's level.
export { applyOrderGrowth } from './growth.ts';

// How staff translate the levels' names and benefits (the staff translations surface registers it).
export { levelTranslations } from './level-translations.ts';

/** How the app mounts member levels: levels, growth and paid upgrades (its payable kind too); staff translate them. */
export const levelModule: ShopModule = {
  name: 'level',
  routes: registerLevel,
  staffRoutes: (staff, deps) => registerEntityTranslations(staff, deps, levelTranslations),
};
