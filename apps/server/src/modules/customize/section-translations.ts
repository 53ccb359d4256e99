import type { SavedPageStructure } from '@shop/contracts';
import type { Translations } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import { pageStructures } from '../../db/schema/customize.ts';
import {
  mergeLocale,
  type OwnEntity,
  type TranslatableRecord,
} from '../../platform/translations/translatable.ts';
import { parseSaved } from './saved-page.ts';

/** One translatable text of a saved structure: its id, its field and the object holding it. */
interface Slot {
  id: string;
  field: 'text' | 'title';
  target: { translations?: Translations<object> | undefined } & Record<string, unknown>;
}

/**
 * The translatable texts of a saved structure, each named `<structure id>:<section id>` (a banner's images
 * `<structure id>:<section id>:<image index>`, a link shortcut's the same with its item index). A text section's
 * body is its slot (its heading, an image's alt and an activity strip's words go with the saved page's own
 * translations, decision 040). Search and shortcut sections carry no store text of their own
 * (shortcut labels are the categories' names, translated with the catalogue).
 */
function slotsOf(rowId: number, structure: SavedPageStructure): Slot[] {
  return structure.sections.flatMap((s): Slot[] => {
    const id = `${rowId}:${s.id}`;
    if (s.type === 'notice' || s.type === 'text') return [{ id, field: 'text', target: s }];
    if (s.type === 'productSection' || s.type === 'couponStrip') return [{ id, field: 'title', target: s }];
    if (s.type === 'linkShortcuts')
      return s.items.map((item, i) => ({ id: `${id}:${i}`, field: 'title', target: item }));
    if (s.type === 'banner')
      return s.images.map((image, i) => ({ id: `${id}:${i}`, field: 'title', target: image }));
    return [];
  });
}

/** A slot as staff see it: only its own field has a base text, so only that field can be translated on it. */
function recordOf(slot: Slot): TranslatableRecord {
  return {
    id: slot.id,
    base: { [slot.field]: slot.target[slot.field] },
    translations: slot.target.translations ?? {},
  };
}

/** The structure id a slot id starts with, or null when it starts with none. */
function structureIdOf(id: string): number | null {
  const head = /^(\d{1,9}):/.exec(id);
  return head ? Number(head[1]) : null;
}

/** The saved structure of a row and its slot named `id`, or null when the row holds no such slot. */
function slotIn(row: { id: number; page: string; structure: unknown } | undefined, id: string) {
  const parsed = row ? parseSaved(row.page, row.structure) : null;
  if (!row || !parsed?.success) return null;
  const slot = slotsOf(row.id, parsed.data).find((s) => s.id === id);
  return slot ? { structure: parsed.data, slot } : null;
}

/**
 * The texts of saved page structures as staff translate them (decision 020): notices, product-section titles and
 * banner captions, kept as `translations` beside the text inside the structure's JSON, so this entity reads and
 * writes them itself. The staff routes empty the cached pages (holdsStoreText) after a write.
 */
export const pageSectionTranslatable: OwnEntity = {
  name: 'page-section',
  fields: { text: { kind: 'text', max: 300 }, title: { kind: 'text', max: 100 } },

  async list(db) {
    const rows = await db.select().from(pageStructures).orderBy(asc(pageStructures.id));
    return rows.flatMap((row) => {
      const parsed = parseSaved(row.page, row.structure);
      return parsed.success ? slotsOf(row.id, parsed.data).map(recordOf) : [];
    });
  },

  async read(db, id) {
    const rowId = structureIdOf(id);
    if (rowId === null) return null;
    const [row] = await db.select().from(pageStructures).where(eq(pageStructures.id, rowId));
    const found = slotIn(row, id);
    return found ? recordOf(found.slot) : null;
  },

  write(db, id, locale, values) {
    const rowId = structureIdOf(id);
    if (rowId === null) return Promise.resolve('not-found');
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(pageStructures).where(eq(pageStructures.id, rowId)).for('update');
      const found = slotIn(row, id);
      if (!found) return 'not-found';
      const { slot, structure } = found;
      slot.target.translations = mergeLocale(slot.target.translations, locale, values);
      // Checked again as a whole: a product section's title is shorter than a banner caption.
      const checked = parseSaved(row!.page, structure);
      if (!checked.success) return 'invalid';
      // updatedAt stays: it orders a page's saved structures, and a translation must not make an older one win.
      await tx.update(pageStructures).set({ structure: checked.data }).where(eq(pageStructures.id, rowId));
      return 'written';
    });
  },
};
