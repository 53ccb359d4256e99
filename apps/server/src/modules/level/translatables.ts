import { customerCategories } from '../../db/schema/level.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/**
 * The levels' text that staff translate (decision 020): the name, and the benefit lines (any number: a language
 * may say in two lines what the base says in one). Levels are read fresh on every call: no cache to forget.
 */
export const levelTranslatables: TranslatableEntity[] = [
  {
    name: 'level',
    table: customerCategories,
    id: customerCategories.id,
    translations: customerCategories.translations,
    fields: {
      name: { base: customerCategories.name, kind: 'text', max: 40 },
      benefits: { base: customerCategories.benefits, kind: 'list', max: 100 },
    },
  },
];
