import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './account.ts';

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
