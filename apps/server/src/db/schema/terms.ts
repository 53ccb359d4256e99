import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './store.ts';

/** A document in one language: its title, and its body as plain text (blank lines part paragraphs, `# ` starts a heading). */
export interface TermsText {
  title: string;
  body: string;
}

/**
 * A store's terms document (user agreement, privacy policy, membership rules), one per kind. A store without
 * its own documents shows its headquarters'. `texts` holds the document per language tag (en, es, zh-CN,
 * zh-Hant); `language` is the one the store wrote it in, shown when the reader's language has no text.
 */
export const storeTerms = pgTable(
  'store_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** userAgreement, privacyPolicy, membershipRules, or another key the store uses. */
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    texts: jsonb('texts').$type<Record<string, TermsText>>().notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('store_terms_store_kind_uq').on(t.storeId, t.kind),
    index('store_terms_store_sort_idx').on(t.storeId, t.sort),
  ],
);
