import { groupMealMenus, promotions } from '../../db/schema/marketing.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/**
 * The set menus' and promotions' text that staff translate (decision 020). Menus are read fresh on every call;
 * the promotions' cache holds store text, so a translation write empties it.
 */
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
  {
    name: 'promotion',
    table: promotions,
    id: promotions.id,
    translations: promotions.translations,
    fields: {
      name: { base: promotions.name, kind: 'text', max: 60 },
      description: { base: promotions.description, kind: 'text', max: 500 },
    },
  },
];
