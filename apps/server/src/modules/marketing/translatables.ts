import { groupMealMenus } from '../../db/schema/marketing.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/** The set menus' text that staff translate (decision 020); menus are read fresh on every call: no cache. */
export const marketingTranslatables: TranslatableEntity[] = [
  {
    name: 'group-meal-menu',
    table: groupMealMenus,
    id: groupMealMenus.id,
    translations: groupMealMenus.translations,
    fields: {
      name: { base: groupMealMenus.name, kind: 'text', max: 60 },
      description: { base: groupMealMenus.description, kind: 'text', max: 500 },
    },
  },
];
