import { z } from 'zod';
import { giftItemSchema } from '../gift/items.ts';
import { activityPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

export const inviteTrigger = z.enum(['registered', 'first_order']);
export const inviteBeneficiary = z.enum(['inviter', 'friend']);

/** One reward of the rules: what a trigger gives to whom, as gift items (balance in minor units, like gift's). */
export const inviteRuleRewardOut = z.object({
  trigger: inviteTrigger,
  beneficiary: inviteBeneficiary,
  items: z.array(giftItemSchema),
});

/**
 * The store's invite rules as the pages show them (issue 31): open false when the store runs no invitations;
 * description in the reader's language; bindDays null when a binding lasts for good.
 */
export const inviteRulesOut = z.object({
  open: z.boolean(),
  bindMode: z.enum(['first', 'registration']),
  bindDays: z.number().int().nullable(),
  rewards: z.array(inviteRuleRewardOut),
  description: z.string(),
});
export type InviteRulesOut = z.infer<typeof inviteRulesOut>;

/** A reward granted to the reader: for which friend (masked), why, and what. */
export const inviteRewardOut = z.object({
  id: z.number().int(),
  /** The other member of the friendship, masked: the friend of an inviter's reward, the inviter of a friend's. */
  otherName: z.string(),
  trigger: inviteTrigger,
  beneficiary: inviteBeneficiary,
  items: z.array(giftItemSchema),
  grantedAt: z.string(),
});
export type InviteRewardOut = z.infer<typeof inviteRewardOut>;

/** What the gift items of the reader's rewards came to: balance in decimals, points, coupons, other items. */
export const inviteTotalsOut = z.object({
  balance: z.number(),
  points: z.number().int(),
  coupons: z.number().int(),
  items: z.number().int(),
});

/** The invite page: the reader's uid for the link, the rules, whom they invited and what it earned them. */
export const inviteInfoOut = z.object({
  uid: z.number().int(),
  rules: inviteRulesOut,
  /** Friends bound to the reader (bindings in force or not). */
  invitedCount: z.number().int(),
  /** Rewards granted to the reader as an inviter. */
  rewardCount: z.number().int(),
  totals: inviteTotalsOut,
});
export type InviteInfoOut = z.infer<typeof inviteInfoOut>;

/** The friend's landing page: who invited them (masked name, photo) and what the rules give a friend. */
export const enterShareOut = z.object({
  inviter: z.object({ uid: z.number().int(), name: z.string(), photo: z.string().nullable() }).nullable(),
  rules: inviteRulesOut,
  /** The rules' rewards for the friend only. */
  friendRewards: z.array(inviteRuleRewardOut),
  /** For a logged-in reader: whom they are bound to (null: nobody). */
  boundTo: z.number().int().nullable(),
});
export type EnterShareOut = z.infer<typeof enterShareOut>;

/** The binding RelationDistribute made. */
export const relationOut = z.object({
  inviterUid: z.number().int(),
  via: z.enum(['link', 'registration']),
  boundAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type RelationOut = z.infer<typeof relationOut>;

/** The invitation calls (issue 31, decision 076). */
export const invitationEndpoints = {
  /**
   * SPEC §7: binds the logged-in member to superiorCustomerUid once (INVITE_SELF, INVITE_ALREADY_BOUND,
   * INVITER_UNAVAILABLE, INVITE_REGISTRATION_ONLY, INVITE_CLOSED).
   */
  relationDistribute: endpoint({
    path: activityPaths.relationDistribute,
    access: 'member',
    request: z.strictObject({ superiorCustomerUid: field.id }),
    result: relationOut,
  }),
  inviteInfo: endpoint({
    path: activityPaths.inviteInfo,
    access: 'member',
    request: z.strictObject({}),
    result: inviteInfoOut,
  }),
  /** The rewards granted to the reader (as inviter or as friend), newest first. */
  inviteRewards: endpoint({
    path: activityPaths.inviteRewards,
    access: 'member',
    request: z.strictObject({ page: field.page.default(1), pageSize: field.pageSize.default(20) }),
    result: z.object({ rewards: z.array(inviteRewardOut), total: z.number().int() }),
  }),
  inviteRule: endpoint({
    path: activityPaths.inviteRule,
    access: 'public',
    request: z.strictObject({}),
    result: inviteRulesOut,
  }),
  enterShare: endpoint({
    path: activityPaths.enterShare,
    access: 'public',
    request: z.strictObject({ inviterUid: field.id }),
    result: enterShareOut,
  }),
};
