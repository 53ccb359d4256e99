import { eq } from 'drizzle-orm';
import { customerCategories } from '../../db/schema/level.ts';
import type {
  StoredTranslations,
  TranslatableEntity,
  TranslatableItem,
} from '../../platform/staff/entity-translations.ts';
import { withFields } from '../../platform/staff/entity-translations.ts';
import type { LevelRow } from './member-level.ts';

function itemOf(level: LevelRow): TranslatableItem {
  return {
    id: level.code,
    base: { name: level.name, benefits: level.benefits },
    translations: level.translations as StoredTranslations,
  };
}

/**
 * Levels as staff translate them (decision 020), named by their code: the name, and the benefit lines (any
 * number: a language may say in two lines what the base says in one). Levels are read fresh on every call, so
 * there is no cache to forget.
 */
export const levelTranslations: TranslatableEntity = {
  name: 'levels',
  fields: { name: { kind: 'text', max: 40 }, benefits: { kind: 'list', max: 100 } },
  async list({ db }) {
    return (await db.select().from(customerCategories).orderBy(customerCategories.rank)).map(itemOf);
  },
  write({ db }, id, locale, fields) {
    return db.transaction(async (tx) => {
      const [level] = await tx
        .select()
        .from(customerCategories)
        .where(eq(customerCategories.code, id))
        .for('update');
      if (!level) return { refused: 'NOT_FOUND' as const };
      const translations = withFields(level.translations as StoredTranslations, locale, fields);
      const [saved] = await tx
        .update(customerCategories)
        .set({ translations })
        .where(eq(customerCategories.id, level.id))
        .returning();
      return { item: itemOf(saved!) };
    });
  },
};
