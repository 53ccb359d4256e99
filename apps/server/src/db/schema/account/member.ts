import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerCategories } from '../level.ts';

/** A member of the chain (SPEC §3 Member). Money in minor units; balance and points mirror their ledgers. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** Customer number shown on the member card. */
    memberNo: text('member_no').notNull(),
    phone: text('phone'),
    name: text('name').notNull().default(''),
    gender: integer('gender').notNull().default(0),
    birthday: text('birthday'),
    email: text('email'),
    /**
     * When the member proved they own `email` by an emailed login code. Only such an address logs in by email: one
     * typed into the profile is contact data, or anyone could claim an address before its owner first logs in.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    photoPath: text('photo_path'),
    growthValue: integer('growth_value').notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    points: integer('points').notNull().default(0),
    isDistributer: boolean('is_distributer').notNull().default(false),
    expiresOn: text('expires_on'),
    contactAddress: text('contact_address'),
    className: text('class_name'),
    studentNo: text('student_no'),
    /**
     * The member's level (customer_categories); null is the entry level (the lowest rank). The level shown is
     * the entry level again once levelExpiresAt has passed (modules/level/member-level.ts).
     */
    categoryId: integer('category_id').references(() => customerCategories.id),
    /** When a level with validDays lapses; null never. expiresOn is its date as the member card shows it. */
    levelExpiresAt: timestamp('level_expires_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    /** SPEC §6: 2 is a member's own deregistration; personal fields are erased then, orders and ledgers stay. */
    disableType: integer('disable_type'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** HMAC of the phone a deregistered member had: the phone is erased, yet it cannot quietly log in again. */
    erasedPhoneHash: text('erased_phone_hash'),
    /** When the member accepted the terms and privacy policy; cleared by CancelAgreePrivacy. */
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
    /** scrypt hash of the 6-digit payment password asked for balance payments, null until set. */
    payPasswordHash: text('pay_password_hash'),
    /** When the payment password was last set: wrong tries before it no longer count toward its lock-out. */
    payPasswordSetAt: timestamp('pay_password_set_at', { withTimezone: true }),
    /** scrypt hash in one self-describing string (`scrypt$N$r$p$salt$hash`), null until the member sets one. */
    passwordHash: text('password_hash'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_member_no_uq').on(t.memberNo),
    index('members_phone_idx').on(t.phone),
    // Login by email code finds the member by address (SignInByEmail).
    index('members_email_idx').on(t.email).where(sql`${t.email} IS NOT NULL`),
    // A first login looks its phone's HMAC up here (modules/account/privacy/erased-phone.ts).
    index('members_erased_phone_idx').on(t.erasedPhoneHash).where(sql`${t.erasedPhoneHash} IS NOT NULL`),
  ],
);

/** A login session; only the SHA-256 of the 32-byte token is stored (DESIGN §4). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

/** Member numbers of self-registered members come from here: unique across instances without retries. */
export const memberNoSeq = pgSequence('member_no_seq', { startWith: 10000001 });
