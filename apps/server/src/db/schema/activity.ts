import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './account/member.ts';

/** How a member came to be bound to their inviter: through the invite link (enterShare) or at registration. */
export type RelationVia = 'link' | 'registration';

/**
 * Who invited a member (issue 31: invitations; SPEC §7 RelationDistribute with superiorCustomerUid): one row per
 * invited member, written once by INSERT … ON CONFLICT DO NOTHING — never to oneself (the CHECK), never re-bound
 * (the key), a binding life in days when the store sets one (`expiresAt`). The partner programme reads its first
 * and second level from here (a friend's inviter, and theirs).
 */
export const memberRelations = pgTable(
  'member_relations',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => members.id),
    via: text('via').$type<RelationVia>().notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    /** When the binding lapses (the store's binding life); null never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('member_relations_inviter_idx').on(t.inviterId, t.boundAt),
    check(
      'member_relations_ck',
      sql`${t.memberId} <> ${t.inviterId} AND ${t.via} IN ('link', 'registration')`,
    ),
  ],
);

/** What earns an invite reward: the friend registering through the link, or completing their first order. */
export type InviteTrigger = 'registered' | 'first_order';

/** Who an invite reward goes to: the inviter, or the friend who came through the link. */
export type InviteBeneficiary = 'inviter' | 'friend';

/**
 * An invite reward granted (SPEC §1 invite-for-reward, §2 inviteReward): each (friend, trigger, beneficiary) once —
 * the unique key is what makes it once, whatever runs twice — with what was given as the store's rule said then
 * (points, coupons, balance, gift items through the gift area).
 */
export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => members.id),
    friendId: integer('friend_id')
      .notNull()
      .references(() => members.id),
    trigger: text('trigger').$type<InviteTrigger>().notNull(),
    beneficiary: text('beneficiary').$type<InviteBeneficiary>().notNull(),
    /** The gift items given, as the gift area takes them (its GiftItem list). */
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invite_rewards_once_uq').on(t.friendId, t.trigger, t.beneficiary),
    index('invite_rewards_inviter_idx').on(t.inviterId, t.grantedAt),
    check(
      'invite_rewards_ck',
      sql`${t.trigger} IN ('registered', 'first_order') AND ${t.beneficiary} IN ('inviter', 'friend')`,
    ),
  ],
);
