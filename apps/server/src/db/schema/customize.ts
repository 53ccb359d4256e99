import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './store.ts';

/**
 * A page layout (banners, shortcuts, product sections…) per store and page name; a custom page's is named
 * `define-<custom page id>` (decision 040). Staff save a draft; publishing makes it the live structure.
 */
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
    /** What shoppers see; null until the page is first published. */
    structure: jsonb('structure').$type<unknown>(),
    /** Saved but not published: seen only with isPreview; null when nothing waits. */
    draft: jsonb('draft').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('page_structures_store_page_idx').on(t.storeId, t.page)],
);

/** A store's custom page (SPEC §2 /PageDefine/<id>): its id; title and sections live in its page structure. */
export const customPages = pgTable(
  'custom_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_pages_store_idx').on(t.storeId)],
);

/**
 * Scene codes (SPEC §7 GenWxaCodeScene / GetWxaCodeScene, decision 041): a short id that a mini-program code or a
 * printed QR carries instead of a whole page address, which WeChat limits to 32 characters. pages/wkbin/wkbin
 * reads it back and goes to the page.
 */
export const sceneCodes = pgTable(
  'scene_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sceneId: text('scene_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** A page path of SPEC §2 and its query. */
    page: text('page').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    /** After this the code leads nowhere (the wkbin page says so); null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The member who made it from the app, or null for staff. */
    memberId: integer('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scene_codes_scene_id_idx').on(t.sceneId)],
);
