import { type SavedPageStructure, savedPageStructure } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { pageStructures } from '../../db/schema/customize.ts';
import type {
  StoredTranslations,
  TranslatableEntity,
  TranslatableItem,
  TranslationWrite,
} from '../../platform/staff/entity-translations.ts';
import { withFields } from '../../platform/staff/entity-translations.ts';
import { invalidatePages } from './page-structure.ts';

/** A saved object with translatable text: a notice, a product section, a banner image. */
interface Texted {
  translations?: StoredTranslations | undefined;
}

/** One translatable text of a saved structure: where it is, its field and the object holding it. */
interface Slot {
  id: string;
  field: 'text' | 'title';
  target: Texted & Record<string, unknown>;
}

/**
 * The translatable texts of a saved structure, each named `<structure id>:<section id>` (a banner's images
 * `<structure id>:<section id>:<image index>`). Search and shortcut sections carry no store text of their own
 * (shortcut labels are the categories' names, translated with the catalogue).
 */
function slotsOf(rowId: number, structure: SavedPageStructure): Slot[] {
  return structure.sections.flatMap((s): Slot[] => {
    const id = `${rowId}:${s.id}`;
    if (s.type === 'notice') return [{ id, field: 'text', target: s }];
    if (s.type === 'productSection') return [{ id, field: 'title', target: s }];
    if (s.type === 'banner')
      return s.images.map((image, i) => ({ id: `${id}:${i}`, field: 'title', target: image }));
    return [];
  });
}

function itemOf(slot: Slot): TranslatableItem {
  return {
    id: slot.id,
    base: { [slot.field]: slot.target[slot.field] as string },
    translations: slot.target.translations ?? {},
  };
}

/** One locale's text of one slot, checked again as a whole saved structure before it is written. */
async function writeSlot(
  db: Parameters<TranslatableEntity['write']>[0]['db'],
  id: string,
  locale: Locale,
  fields: Record<string, string | string[]>,
): Promise<TranslationWrite> {
  const rowId = Number(id.split(':')[0]);
  if (!Number.isSafeInteger(rowId)) return { refused: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pageStructures).where(eq(pageStructures.id, rowId)).for('update');
    const parsed = row ? savedPageStructure.safeParse(row.structure) : null;
    const slot = parsed?.success ? slotsOf(rowId, parsed.data).find((s) => s.id === id) : undefined;
    if (!parsed?.success || !slot) return { refused: 'NOT_FOUND' as const };
    const other = Object.keys(fields).find((name) => name !== slot.field);
    if (other) return { badField: other };
    slot.target.translations = withFields(slot.target.translations ?? {}, locale, fields);
    const checked = savedPageStructure.safeParse(parsed.data);
    if (!checked.success) return { badField: slot.field };
    // updatedAt stays: it orders a page's saved structures, and a translation must not make an older one win.
    await tx.update(pageStructures).set({ structure: checked.data }).where(eq(pageStructures.id, rowId));
    return { item: itemOf(slot) };
  });
}

/**
 * The texts of saved page structures as staff translate them (decision 020): notices, product-section titles
 * and banner captions. A write forgets the cached pages, so shoppers read it at once.
 */
export const pageSectionTranslations: TranslatableEntity = {
  name: 'page-sections',
  fields: { text: { kind: 'text', max: 300 }, title: { kind: 'text', max: 100 } },
  async list({ db }) {
    const rows = await db.select().from(pageStructures).orderBy(asc(pageStructures.id));
    return rows.flatMap((row) => {
      const parsed = savedPageStructure.safeParse(row.structure);
      return parsed.success ? slotsOf(row.id, parsed.data).map(itemOf) : [];
    });
  },
  async write(deps, id, locale, fields) {
    const done = await writeSlot(deps.db, id, locale, fields);
    if ('item' in done) invalidatePages(deps);
    return done;
  },
};
