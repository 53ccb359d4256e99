import { type CountdownParts, countdownAt } from './countdown.ts';

/**
 * A group buy (SPEC §1/§4, issue 30) as a pure function of its timeline: a leader opens a group of `size` places by
 * paying; others join it by paying before the time limit, counted from the leader's payment. Only payments count —
 * an order placed and not paid holds no place — and at most `size` of them, in the order they were paid. The
 * server's conditional update (`… WHERE paid < size AND expires_at > now`) is what keeps the (size + 1)-th payment
 * out under parallel joins; this module decides what a group is given the payments the server recorded, so a late
 * or excess payment the server still recorded cannot form or overfill a group here either (it is refunded).
 * Decision 067: a payment counts when paid strictly before the expiry instant, the same instant the countdown reads
 * "over"; a group formed stays formed when the store later revokes the activity.
 */

/** SPEC §4 group-buy order statuses. */
export type GroupStatus = 'awaiting_group' | 'grouped' | 'ended' | 'revoked';

/** What the server knows of one group. */
export interface GroupTimeline {
  /** N: the places of the group, the leader's included. */
  size: number;
  /** The time limit, counted from the leader's payment. */
  limitMs: number;
  /** When the leader paid: the group exists from then on. */
  openedAt: Date;
  /** When each other member paid, in any order. */
  joinedAt: readonly Date[];
  /** When the store ended the activity, or null. */
  revokedAt: Date | null;
  /** The store's option: a group expiring short of N completes with its remaining places filled. */
  fillOnExpiry: boolean;
}

/** A group at one instant: its status and what its page shows. */
export interface GroupState {
  status: GroupStatus;
  /** Members counted (the leader's included), never above N. */
  joined: number;
  placesLeft: number;
  /** Places the store filled at expiry ({@link GroupTimeline.fillOnExpiry}), shown as such; 0 otherwise. */
  filledByStore: number;
  /** When the group formed (the N-th payment, or the expiry when the store filled it), or null. */
  formedAt: Date | null;
  expiresAt: Date;
  /** Towards the expiry; over once the group is no longer awaiting. */
  countdown: CountdownParts;
}

/** The instant a group's time runs out: its leader's payment plus the limit. */
export function groupExpiresAt(g: Pick<GroupTimeline, 'openedAt' | 'limitMs'>): Date {
  return new Date(g.openedAt.getTime() + g.limitMs);
}

/** The payment instants that count, leader first, each before the expiry and up to N, in payment order. */
function countedPayments(g: GroupTimeline): number[] {
  const expiry = groupExpiresAt(g).getTime();
  const joins = g.joinedAt
    .map((d) => d.getTime())
    .filter((t) => t >= g.openedAt.getTime() && t < expiry)
    .sort((a, b) => a - b);
  return [g.openedAt.getTime(), ...joins].slice(0, Math.max(1, g.size));
}

/**
 * The group at `now` from the payments recorded up to then: grouped at its N-th payment; else, once expired,
 * grouped with the remaining places filled (store option) or ended (every member refunded); revoked when the store
 * ended the activity before it formed; otherwise awaiting its group.
 */
export function groupStateAt(g: GroupTimeline, now: Date): GroupState {
  const at = now.getTime();
  const expiresAt = groupExpiresAt(g);
  const paid = countedPayments(g).filter((t) => t <= at);
  const size = Math.max(1, g.size);
  const full = paid.length === size ? paid[size - 1]! : null;
  const revoked = g.revokedAt !== null && g.revokedAt.getTime() <= at ? g.revokedAt.getTime() : null;
  const base = { joined: paid.length, expiresAt, countdown: countdownAt(at, expiresAt.getTime()) };
  const over = { ...base, countdown: countdownAt(at, at) };
  if (full !== null && (revoked === null || full < revoked)) {
    return { ...over, status: 'grouped', placesLeft: 0, filledByStore: 0, formedAt: new Date(full) };
  }
  if (revoked !== null && revoked < expiresAt.getTime()) {
    return { ...over, status: 'revoked', placesLeft: size - paid.length, filledByStore: 0, formedAt: null };
  }
  if (at >= expiresAt.getTime()) {
    if (g.fillOnExpiry) {
      const filledByStore = size - paid.length;
      return { ...over, status: 'grouped', placesLeft: 0, filledByStore, formedAt: expiresAt };
    }
    return { ...over, status: 'ended', placesLeft: size - paid.length, filledByStore: 0, formedAt: null };
  }
  return {
    ...base,
    status: 'awaiting_group',
    placesLeft: size - paid.length,
    filledByStore: 0,
    formedAt: null,
  };
}

/** Why a member may not join a group, by catalogue code (the server adds them), or null when they may. */
export type GroupJoinRefusal =
  | 'NOT_LOGGED_IN'
  | 'GROUP_ALREADY_JOINED'
  | 'GROUP_FULL'
  | 'GROUP_EXPIRED'
  | 'GROUP_REVOKED';

/**
 * Whether a member may join at `now` (SPEC §6: not a guest; once per group, the leader included): open only while
 * awaiting its group with a place left. Checked again by the conditional update when the payment lands.
 */
export function groupJoinRefusal(
  state: GroupState,
  member: { loggedIn: boolean; alreadyJoined: boolean },
): GroupJoinRefusal | null {
  if (!member.loggedIn) return 'NOT_LOGGED_IN';
  if (member.alreadyJoined) return 'GROUP_ALREADY_JOINED';
  if (state.status === 'revoked') return 'GROUP_REVOKED';
  if (state.status === 'grouped' || state.placesLeft <= 0) return 'GROUP_FULL';
  if (state.status === 'ended') return 'GROUP_EXPIRED';
  return null;
}

/**
 * Whether a payment at `paidAt` takes a place (else the server refunds it): the group, as recorded before this
 * payment, still awaiting and not full at that instant.
 */
export function paymentTakesPlace(g: GroupTimeline, paidAt: Date): boolean {
  const state = groupStateAt(g, paidAt);
  return state.status === 'awaiting_group' && state.placesLeft > 0;
}

/** Whether the members' goods may be picked up or delivered: only once the group has formed. */
export function mayFulfilGroupOrder(state: GroupState): boolean {
  return state.status === 'grouped';
}

/** Whether the group's members are owed a refund: it ended unfilled or was revoked before it formed. */
export function groupRefundsMembers(state: GroupState): boolean {
  return state.status === 'ended' || state.status === 'revoked';
}
