import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';
import { stores } from './store.ts';

/**
 * A native app's push token (SPEC §3 device token registration): one row per token, tied to the member logged
 * in on that device when it was last reported, or to nobody for a guest. deviceType: 1 iOS, 2 Android (SPEC §9).
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    deviceType: integer('device_type').notNull(),
    /** The app's language on that device, for the text of notifications. */
    language: text('language').notNull(),
    memberId: integer('member_id').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('device_tokens_token_uq').on(t.token),
    index('device_tokens_member_idx').on(t.memberId),
  ],
);

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
