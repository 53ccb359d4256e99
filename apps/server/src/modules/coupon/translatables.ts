import { couponTemplates } from '../../db/schema/coupon.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/** The coupon templates' text that staff translate (decision 020); templates are read fresh on every call. */
export const couponTranslatables: TranslatableEntity[] = [
  {
    name: 'coupon',
    table: couponTemplates,
    id: couponTemplates.id,
    translations: couponTemplates.translations,
    fields: {
      name: { base: couponTemplates.name, kind: 'text', max: 60 },
      description: { base: couponTemplates.description, kind: 'text', max: 500 },
    },
  },
];
