import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './member.ts';

/**
 * One verification code sent by SMS (DESIGN §4, SPEC §5). The rows are also the send history the per-phone
 * and per-address limits count. Only a SHA-256 of phone, purpose and code is kept; `demoCode` holds the code
 * in clear only while no real SMS provider is configured, so staff can read it (platform/staff).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    /** How the code travels: 'sms' to a phone, or 'email' (login codes by email use the same rules). */
    channel: text('channel').notNull().default('sms'),
    /** The recipient: the phone for an SMS code, the (lower-case) address for an email code. */
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    demoCode: text('demo_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    clientAddress: text('client_address').notNull(),
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_address_created_idx').on(t.clientAddress, t.createdAt),
  ],
);

/** The secrets whose wrong tries are counted: the member (login) password and the payment password. */
export type PasswordFailureKind = 'password' | 'pay';

/**
 * One wrong member password (CheckPassword, SetPasswordByOld, SignInByPassword). The lock-out counts these rows per
 * member and per client address over a sliding window, so the count survives restarts and holds across instances.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: serial('id').primaryKey(),
    /** Null for a login try with an unknown member number: it still counts against the address. */
    memberId: integer('member_id').references(() => members.id),
    clientAddress: text('client_address').notNull(),
    /** Which secret was wrong: the login 'password' or the payment password 'pay'; each has its own lock-out. */
    kind: text('kind').$type<PasswordFailureKind>().notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('password_failures_member_created_idx').on(t.memberId, t.createdAt),
    index('password_failures_address_created_idx').on(t.clientAddress, t.createdAt),
  ],
);
