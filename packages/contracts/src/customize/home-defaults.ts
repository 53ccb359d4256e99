import type { SavedPageStructure } from './page-structure.ts';

/*
 * What the default home page holds wherever it is built: by the server for a store whose merchant saved none,
 * and by the client when the server gives no structure at all. No zod here: the web's home route imports this
 * (the type import above leaves nothing behind).
 */

type ProductSection = Extract<SavedPageStructure['sections'][number], { type: 'productSection' }>;

/** How many category shortcuts the default home page shows at most. */
export const defaultHomeShortcuts = 8;

/** The default home page's section of the store's newest products. */
export const newArrivalsSection = {
  type: 'productSection',
  id: 'new',
  titleKey: 'home.section.newArrivals',
  title: 'New arrivals',
  source: { type: 'newest' },
  layout: 'grid',
  limit: 6,
} as const satisfies ProductSection;
