import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One slider check (SPEC §5): the challenge the client is shown and, once a drag solved it, the single-use token
 * that lets one code be sent or one password be tried. Only SHA-256 hashes of the challenge id and of the token
 * are kept, so a database reader can neither answer a challenge nor spend a token.
 */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: serial('id').primaryKey(),
    challengeHash: text('challenge_hash').notNull(),
    /** Left edge of the gap, in track pixels. */
    targetX: integer('target_x').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one verify a challenge allows, right or wrong: a failed drag burns the challenge. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    solved: boolean('solved').notNull().default(false),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** When the token was spent on a code send or a password try. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    clientAddress: text('client_address').notNull(),
  },
  (t) => [
    uniqueIndex('slider_challenges_challenge_uq').on(t.challengeHash),
    uniqueIndex('slider_challenges_token_uq').on(t.tokenHash),
    index('slider_challenges_address_created_idx').on(t.clientAddress, t.createdAt),
    index('slider_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The nonces of the platform's phone assertions already used for AutoSignByPhone: an assertion logs in once.
 * Kept until the assertion would have expired anyway, after which it could not be replayed.
 */
export const platformPhoneNonces = pgTable(
  'platform_phone_nonces',
  {
    nonce: text('nonce').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('platform_phone_nonces_expires_idx').on(t.expiresAt)],
);
