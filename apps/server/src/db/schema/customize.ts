import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './store.ts';

/** A page layout (banners, shortcuts, product sections) per store and page name. */
export const pageStructures = pgTable(
  'page_structures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    page: text('page').notNull(),
    /** A saved alternative layout picked with PagesStructure's templateId; null for the live one. */
    templateId: integer('template_id'),
    structure: jsonb('structure').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_structures_store_page_idx').on(t.storeId, t.page)],
);
