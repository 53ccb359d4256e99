// The public face of the customize module (DESIGN §2): the pages a store lays out (page structures, links).
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerEntityTranslations } from '../../platform/staff/entity-translations.ts';
import { registerCustomize } from './routes.ts';
import { pageSectionTranslations } from './section-translations.ts';

// The store info and home structure inlined into index.html (the app hands it to platform/web).
export { bootData } from './boot-data.ts';

// How staff translate the texts of saved page structures (the staff translations surface registers it).
export { pageSectionTranslations } from './section-translations.ts';

/** How the app mounts customize: the page structures of a store's pages; staff translate their texts. */
export const customizeModule: ShopModule = {
  name: 'customize',
  routes: registerCustomize,
  staffRoutes: (staff, deps) => registerEntityTranslations(staff, deps, pageSectionTranslations),
};
