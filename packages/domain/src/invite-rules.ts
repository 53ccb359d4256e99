import type { GiftItem } from './gift-items.ts';
import type { Translations } from './locale.ts';

/**
 * How a store binds a friend to the member who invited them (issue 31, decision 076). 'first': the first inviter
 * whose link the member follows while unbound wins, whenever that is (RelationDistribute or sign-up). 'registration':
 * only a member who registers through the link (the sign-up call carrying the inviter uid) is bound.
 */
export type InviteBindMode = 'first' | 'registration';

/** What earns an invite reward: the friend registering through the link, or their first completed goods order. */
export type InviteRewardTrigger = 'registered' | 'first_order';

/** Who a reward goes to. */
export type InviteRewardBeneficiary = 'inviter' | 'friend';

/** The gift items of one trigger, for the inviter and for the friend (none: nothing for them). */
export type InviteTriggerRewards = Partial<Record<InviteRewardBeneficiary, GiftItem[]>>;

/** A store's invite rules as its settings keep them (StoreSettings.invite, the headquarters' for the chain). */
export interface InviteRules {
  bindMode: InviteBindMode;
  /** Days a binding lasts from when it is made; null or absent: for good. */
  bindDays?: number | null;
  rewards: Partial<Record<InviteRewardTrigger, InviteTriggerRewards>>;
  /** The store's own words about the programme, shown on the rule page, with their translations. */
  description?: string;
  translations?: Translations<{ description: string }>;
}

/** Every trigger and beneficiary, in the order the pages show them. */
export const INVITE_TRIGGERS: readonly InviteRewardTrigger[] = ['registered', 'first_order'];
export const INVITE_BENEFICIARIES: readonly InviteRewardBeneficiary[] = ['inviter', 'friend'];

/** Why a binding is not made (each answered to RelationDistribute as its own refusal). */
export type BindRefusal =
  | 'self'
  | 'already_bound'
  | 'inviter_unavailable'
  | 'member_unavailable'
  | 'registration_only'
  | 'closed';

/** What a binding attempt knows: the store's rules, who, how, and the state of both members. */
export interface BindAttempt {
  rules: InviteRules | null;
  memberId: number;
  inviterId: number;
  /** 'registration': the member was created by this very call (the sign-up carrying the inviter uid). */
  via: 'link' | 'registration';
  memberActive: boolean;
  /** False when the inviter is unknown, disabled or deregistered. */
  inviterActive: boolean;
  alreadyBound: boolean;
}

/**
 * Whether a binding may be made, and if not why: never oneself, never a second time, never to or from a member who
 * is disabled or deregistered, never while the store has no invite rules, and in 'registration' mode only at
 * registration. The database's key still decides between two attempts at once (bindOnce).
 */
export function bindDecision(a: BindAttempt): { ok: true } | { ok: false; refusal: BindRefusal } {
  if (a.rules === null) return { ok: false, refusal: 'closed' };
  if (a.memberId === a.inviterId) return { ok: false, refusal: 'self' };
  if (!a.memberActive) return { ok: false, refusal: 'member_unavailable' };
  if (!a.inviterActive) return { ok: false, refusal: 'inviter_unavailable' };
  if (a.alreadyBound) return { ok: false, refusal: 'already_bound' };
  if (a.rules.bindMode === 'registration' && a.via !== 'registration')
    return { ok: false, refusal: 'registration_only' };
  return { ok: true };
}

/** When a binding made at `at` lapses under the rules: null when it lasts for good (no or a non-positive life). */
export function bindingExpiry(rules: InviteRules, at: Date): Date | null {
  const days = rules.bindDays ?? null;
  if (days === null || !Number.isSafeInteger(days) || days <= 0) return null;
  return new Date(at.getTime() + days * 86_400_000);
}

/** The rewards one trigger gives, by beneficiary, leaving out empty lists: what is to be granted, each once. */
export function rewardsOf(
  rules: InviteRules | null,
  trigger: InviteRewardTrigger,
): Array<{ beneficiary: InviteRewardBeneficiary; items: GiftItem[] }> {
  const byWho = rules?.rewards[trigger];
  if (!byWho) return [];
  return INVITE_BENEFICIARIES.flatMap((beneficiary) => {
    const items = byWho[beneficiary] ?? [];
    return items.length > 0 ? [{ beneficiary, items }] : [];
  });
}

/** The reference a reward's gift delivery carries: once per (trigger, friend) for each beneficiary's member. */
export function inviteRewardRef(trigger: InviteRewardTrigger, friendId: number): string {
  return `${trigger}:${friendId}`;
}
