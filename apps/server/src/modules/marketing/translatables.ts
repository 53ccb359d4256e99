import { blindBoxItems, blindBoxSeries } from '../../db/schema/marketing/blind-box.ts';
import { groupMealMenus, promotions } from '../../db/schema/marketing.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/**
 * The set menus', promotions' and blind boxes' text that staff translate (decision 020). Menus are read fresh on every call;
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
  {
    name: 'blind-box-series',
    table: blindBoxSeries,
    id: blindBoxSeries.id,
    translations: blindBoxSeries.translations,
    fields: {
      name: { base: blindBoxSeries.name, kind: 'text', max: 60 },
      description: { base: blindBoxSeries.description, kind: 'text', max: 500 },
    },
  },
  {
    name: 'blind-box-item',
    table: blindBoxItems,
    id: blindBoxItems.id,
    translations: blindBoxItems.translations,
    fields: { name: { base: blindBoxItems.name, kind: 'text', max: 60 } },
  },
];
