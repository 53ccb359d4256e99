import { accumulationPromotions } from '../../db/schema/points.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/** The points challenges' names that staff translate (decision 020); promotions are read fresh on every call. */
export const pointsTranslatables: TranslatableEntity[] = [
  {
    name: 'accumulation',
    table: accumulationPromotions,
    id: accumulationPromotions.id,
    translations: accumulationPromotions.translations,
    fields: { name: { base: accumulationPromotions.name, kind: 'text', max: 60 } },
  },
];
