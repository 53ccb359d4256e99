import { partnerLevels } from '../../db/schema/partner.ts';
import type { TranslatableEntity } from '../../platform/translations/translatable.ts';

/**
 * The partner levels' text that staff translate (decision 020): the name and the description the partner centre
 * and the sign-up page show. Read fresh on every call: no cache to forget.
 */
export const partnerTranslatables: TranslatableEntity[] = [
  {
    name: 'partner-level',
    table: partnerLevels,
    id: partnerLevels.id,
    translations: partnerLevels.translations,
    fields: {
      name: { base: partnerLevels.name, kind: 'text', max: 40 },
      description: { base: partnerLevels.description, kind: 'text', max: 200 },
    },
  },
];
