import type { Minor } from './money.ts';

/**
 * A community group purchase's rules (SPEC §1, issue 30, decision 072) as pure checks. Like the seckill's they
 * answer the shopper quickly and with the right message; they are not the guard: the server pairs the limit and the
 * stock with conditional updates in the order's transaction (`bought + $n <= $limit` on the member's counter row of
 * the item, `remaining >= $n` on the item), whose row counts decide.
 */

/** A group's windows: orders in [startsAt, endsAt) — endsAt is the order deadline — and its minimum order amount. */
export interface CommunityGroupRules {
  startsAt: Date;
  endsAt: Date;
  /** The least one order may come to (minor units); null for none. */
  minAmount: Minor | null;
}

/** One item as an order reads it: its group price, what is left and the member's limit over the whole group. */
export interface CommunityItemRules {
  groupPrice: Minor;
  remaining: number;
  perMemberLimit: number | null;
}

/** Where a group stands for its countdown: before it takes orders, taking them, past its deadline. */
export type CommunityPhase = 'upcoming' | 'open' | 'closed';

/** The group's phase at `now`, over [startsAt, endsAt) like every window here. */
export function communityPhase(
  g: Pick<CommunityGroupRules, 'startsAt' | 'endsAt'>,
  now: Date,
): CommunityPhase {
  if (now < g.startsAt) return 'upcoming';
  return now < g.endsAt ? 'open' : 'closed';
}

/** Why a community order is refused, by catalogue code; `Limit` and `Amount` for the translated text. */
export type CommunityRefusal =
  | { code: 'COMMUNITY_GROUP_NOT_STARTED' | 'COMMUNITY_GROUP_CLOSED' | 'COMMUNITY_SOLD_OUT' }
  | { code: 'COMMUNITY_MEMBER_LIMIT'; params: { Limit: number } }
  | { code: 'COMMUNITY_BELOW_MINIMUM'; params: { Amount: Minor } };

/** One line of an order: the item, the units asked for, and the units the member already holds of it. */
export interface CommunityLine {
  item: CommunityItemRules;
  quantity: number;
  bought: number;
}

/** What the lines come to at their group prices (minor units). */
export function communityOrderAmount(lines: readonly Pick<CommunityLine, 'item' | 'quantity'>[]): Minor {
  return lines.reduce((sum, l) => sum + l.item.groupPrice * l.quantity, 0);
}

/**
 * Why these lines cannot be ordered at `now` (null when they can, as far as a read can tell): the group taking
 * orders, each line within the member's limit, the order reaching the minimum, then the stock left — the order of
 * the messages a shopper can act on, the stock last since it changes under them.
 */
export function communityRefusal(
  g: CommunityGroupRules,
  lines: readonly CommunityLine[],
  now: Date,
): CommunityRefusal | null {
  const phase = communityPhase(g, now);
  if (phase === 'upcoming') return { code: 'COMMUNITY_GROUP_NOT_STARTED' };
  if (phase === 'closed') return { code: 'COMMUNITY_GROUP_CLOSED' };
  for (const l of lines) {
    const limit = l.item.perMemberLimit;
    if (limit !== null && l.bought + l.quantity > limit)
      return { code: 'COMMUNITY_MEMBER_LIMIT', params: { Limit: limit } };
  }
  if (g.minAmount !== null && communityOrderAmount(lines) < g.minAmount)
    return { code: 'COMMUNITY_BELOW_MINIMUM', params: { Amount: g.minAmount } };
  return lines.some((l) => l.item.remaining < l.quantity) ? { code: 'COMMUNITY_SOLD_OUT' } : null;
}

/** The most of an item one member may still order: what their limit leaves and the stock, never below 0. */
export function communityMaxQuantity(item: CommunityItemRules, bought: number): number {
  const member = item.perMemberLimit === null ? Number.POSITIVE_INFINITY : item.perMemberLimit - bought;
  return Math.max(0, Math.min(member, item.remaining));
}
