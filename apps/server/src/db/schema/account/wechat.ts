import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member.ts';

/**
 * Which member a WeChat user (openid of the mini-program) logs in as (decision 043). One binding per openid: a
 * WeChat user who binds again, after logging in as another member, moves to that member.
 */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    openid: text('openid').primaryKey(),
    /** The mini-program the openid belongs to (an openid is per app). */
    appId: text('app_id').notNull(),
    /** The user across the brand's apps, when WeChat gives it (the mini-program is tied to an open platform). */
    unionid: text('unionid'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_bindings_member_idx').on(t.memberId)],
);

/**
 * The tickets Auth hands out for a WeChat user no member is bound to yet: single-use, short-lived, kept as a
 * SHA-256 hash so a database reader cannot bind themselves.
 */
export const wechatTickets = pgTable(
  'wechat_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    openid: text('openid').notNull(),
    appId: text('app_id').notNull(),
    unionid: text('unionid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('wechat_tickets_expires_idx').on(t.expiresAt)],
);
