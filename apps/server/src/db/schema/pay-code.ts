import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, sessions } from './account/member.ts';
import { stores } from './store.ts';

/**
 * A phone enrolled for the member payment code (decision 034): the secret its codes are computed from, and the
 * public key that opens every code. A device belongs to the login session it was enrolled in, so logging out or
 * deregistering (which end the sessions) revokes it with no step of its own; enrolling again replaces it.
 */
export const payCodeDevices = pgTable(
  'pay_code_devices',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    /** 10 random digits, the code's first part; unique among devices ever enrolled. */
    deviceKey: text('device_key').notNull(),
    /** The RFC 4226 key, base32; the phone keeps the same. */
    secret: text('secret').notNull(),
    /**
     * The newest time step a code of this device was accepted for: a code is accepted only for a later step, by a
     * conditional update of this column, so each code (and every code shown before it) is accepted once.
     */
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    /** The automatic refresh the phone was given (the store's setting): a shown code is accepted that long. */
    refreshSeconds: integer('refresh_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the member enrolled again on this session or turned the code off. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pay_code_devices_key_uq').on(t.deviceKey),
    index('pay_code_devices_member_idx').on(t.memberId),
    // One working device per login session: enrolling again on the phone replaces it.
    uniqueIndex('pay_code_devices_session_uq').on(t.sessionId).where(sql`${t.revokedAt} IS NULL`),
  ],
);

/**
 * paid: taken from the balance. confirming: above the store's limit, waiting for the member to confirm on the
 * phone (with the payment password when they have one). declined / expired: the member said no, or did not answer
 * in time; nothing was taken.
 */
export type PayCodeChargeStatus = 'paid' | 'confirming' | 'declined' | 'expired';

/** A charge of a payment code at a store's till (staff API / `npm run staff -- charge`). */
export const payCodeCharges = pgTable(
  'pay_code_charges',
  {
    id: serial('id').primaryKey(),
    /** What the till and the member's ledger entry show (PC + 14 digits). */
    chargeNo: text('charge_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => payCodeDevices.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The time step of the code charged; one charge per device and step. */
    step: bigint('step', { mode: 'number' }).notNull(),
    /** Minor units, above 0. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PayCodeChargeStatus>().notNull(),
    /** The member's balance after the charge, once paid. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a confirming charge stops waiting for the member. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The till's idempotency key (DESIGN §4): the same request sent again answers this charge. */
    requestKey: text('request_key'),
  },
  (t) => [
    uniqueIndex('pay_code_charges_no_uq').on(t.chargeNo),
    uniqueIndex('pay_code_charges_device_step_uq').on(t.deviceId, t.step),
    index('pay_code_charges_member_idx').on(t.memberId, t.id),
    uniqueIndex('pay_code_charges_request_uq')
      .on(t.storeId, t.requestKey)
      .where(sql`${t.requestKey} IS NOT NULL`),
    check('pay_code_charges_amount_ck', sql`${t.amount} > 0`),
  ],
);
