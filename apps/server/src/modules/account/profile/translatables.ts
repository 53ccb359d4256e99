import { customerAttributes } from '../../../db/schema/account/profile.ts';
import type { TranslatableEntity } from '../../../platform/translations/translatable.ts';

/**
 * The custom profile fields' text that staff translate (decision 020): the label, and a select's options one by
 * one in the order of its base options (the member's stored value stays the base option; a field that is not a
 * select has no options, so none can be translated).
 */
export const profileTranslatables: TranslatableEntity[] = [
  {
    name: 'profile-field',
    table: customerAttributes,
    id: customerAttributes.id,
    translations: customerAttributes.translations,
    fields: {
      name: { base: customerAttributes.name, kind: 'text', max: 40 },
      options: { base: customerAttributes.options, kind: 'list', max: 50, aligned: true },
    },
  },
];
