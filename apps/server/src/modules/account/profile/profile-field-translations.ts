import { asc, eq } from 'drizzle-orm';
import { customerAttributes } from '../../../db/schema/account/profile.ts';
import type {
  StoredTranslations,
  TranslatableEntity,
  TranslatableItem,
} from '../../../platform/staff/entity-translations.ts';
import { withFields } from '../../../platform/staff/entity-translations.ts';
import type { StoreAttribute } from './profile-service.ts';

function itemOf(a: StoreAttribute): TranslatableItem {
  return {
    id: String(a.id),
    base: a.type === 'select' ? { name: a.name, options: a.options } : { name: a.name },
    translations: a.translations as StoredTranslations,
  };
}

/** Why a locale's options do not fit the field: only a select has options, one translation per base option. */
function optionsProblem(a: StoreAttribute, options: string[] | undefined): boolean {
  if (options === undefined || options.length === 0) return false;
  return a.type !== 'select' || options.length !== a.options.length;
}

/**
 * The stores' custom profile fields as staff translate them (decision 020), named by id: the label, and a
 * select's options in the order of its base options (the member's value stays the base option). Read fresh on
 * every call: no cache to forget.
 */
export const profileFieldTranslations: TranslatableEntity = {
  name: 'profile-fields',
  fields: { name: { kind: 'text', max: 40 }, options: { kind: 'list', max: 50 } },
  async list({ db }) {
    const rows = await db
      .select()
      .from(customerAttributes)
      .orderBy(asc(customerAttributes.storeId), asc(customerAttributes.sort), asc(customerAttributes.id));
    return rows.map(itemOf);
  },
  write({ db }, id, locale, fields) {
    if (!/^\d{1,9}$/.test(id)) return Promise.resolve({ refused: 'NOT_FOUND' as const });
    return db.transaction(async (tx) => {
      const [a] = await tx
        .select()
        .from(customerAttributes)
        .where(eq(customerAttributes.id, Number(id)))
        .for('update');
      if (!a) return { refused: 'NOT_FOUND' as const };
      const options = fields.options as string[] | undefined;
      if (optionsProblem(a, options)) return { badField: 'options' };
      const translations = withFields(a.translations as StoredTranslations, locale, fields);
      const [saved] = await tx
        .update(customerAttributes)
        .set({ translations })
        .where(eq(customerAttributes.id, a.id))
        .returning();
      return { item: itemOf(saved!) };
    });
  },
};
