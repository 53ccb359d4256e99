// The public face of the customize module (DESIGN §2): the pages a store lays out (page structures, links).
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerCustomize } from './routes.ts';
import { registerSceneCodes } from './scene-routes.ts';
import { pageSectionTranslatable } from './section-translations.ts';
import { registerStaffPages } from './staff-pages.ts';
import { registerStaffScenes } from './staff-scenes.ts';
import { registerStaffTabBar } from './staff-tab-bar.ts';

// The store info and home structure inlined into index.html (the app hands it to platform/web).
export { bootData } from './boot-data.ts';
// What the staff page routes answer (the staff CLI's pages command prints it).
export type { StaffPageOut } from './staff-pages.ts';
// What the staff API's customize/scenes routes answer.
export type { StaffSceneOut } from './staff-scenes.ts';
// What the staff API's customize/tab-bar routes answer (the staff CLI prints it).
export type { StaffKnowledgeSiteOut, StaffTabBarOut } from './staff-tab-bar.ts';

/** How the app mounts customize: page structures and custom pages; staff save, publish and translate them. */
export const customizeModule: ShopModule = {
  name: 'customize',
  routes: (app, deps) => {
    registerCustomize(app, deps);
    registerSceneCodes(app, deps);
  },
  staffRoutes: (staff, deps) => {
    registerStaffTabBar(staff, deps);
    registerStaffScenes(staff, deps);
    registerStaffPages(staff, deps);
  },
  translatables: [pageSectionTranslatable],
};
