import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GroupTimeline,
  groupJoinRefusal,
  groupRefundsMembers,
  groupStateAt,
  mayFulfilGroupOrder,
  paymentTakesPlace,
} from './group-buy.ts';

const opened = new Date('2026-12-02T02:00:00Z');
const min = (m: number) => new Date(opened.getTime() + m * 60_000);
const group: GroupTimeline = {
  size: 3,
  limitMs: 24 * 60 * 60_000,
  openedAt: opened,
  joinedAt: [],
  revokedAt: null,
  fillOnExpiry: false,
};
const member = { loggedIn: true, alreadyJoined: false };

describe('groupStateAt', () => {
  it('awaits its group with the places left and the time left', () => {
    const s = groupStateAt({ ...group, joinedAt: [min(10)] }, min(30));
    expect(s).toMatchObject({ status: 'awaiting_group', joined: 2, placesLeft: 1, filledByStore: 0 });
    expect(s.countdown).toMatchObject({ timeOver: false, d: 0, h: 23, m: 30, s: 0 });
    expect(mayFulfilGroupOrder(s)).toBe(false);
    expect(groupJoinRefusal(s, member)).toBeNull();
  });

  it('forms at the N-th payment within the limit and takes no one after', () => {
    const g = { ...group, joinedAt: [min(20), min(10), min(40)] };
    const s = groupStateAt(g, min(60));
    expect(s).toMatchObject({ status: 'grouped', joined: 3, placesLeft: 0, formedAt: min(20) });
    expect(s.countdown.timeOver).toBe(true);
    expect(mayFulfilGroupOrder(s)).toBe(true);
    expect(groupJoinRefusal(s, member)).toBe('GROUP_FULL');
    expect(paymentTakesPlace({ ...group, joinedAt: [min(10), min(20)] }, min(40))).toBe(false);
    expect(groupRefundsMembers(s)).toBe(false);
  });

  it('counts a payment one millisecond before the expiry and not one at it', () => {
    const expiry = min(24 * 60);
    const justIn = new Date(expiry.getTime() - 1);
    expect(groupStateAt({ ...group, joinedAt: [min(1), justIn] }, expiry).status).toBe('grouped');
    expect(groupStateAt({ ...group, joinedAt: [min(1), expiry] }, expiry).status).toBe('ended');
    expect(paymentTakesPlace({ ...group, joinedAt: [min(1)] }, justIn)).toBe(true);
    expect(paymentTakesPlace({ ...group, joinedAt: [min(1)] }, expiry)).toBe(false);
  });

  it('ends unfilled at its expiry, every member refunded, goods never released', () => {
    const s = groupStateAt({ ...group, joinedAt: [min(5)] }, min(24 * 60));
    expect(s).toMatchObject({ status: 'ended', joined: 2, placesLeft: 1, formedAt: null });
    expect(groupRefundsMembers(s)).toBe(true);
    expect(mayFulfilGroupOrder(s)).toBe(false);
    expect(groupJoinRefusal(s, member)).toBe('GROUP_EXPIRED');
  });

  it('completes at its expiry with the remaining places filled, shown as such, when the store allows', () => {
    const s = groupStateAt({ ...group, fillOnExpiry: true }, min(24 * 60 + 1));
    expect(s).toMatchObject({ status: 'grouped', joined: 1, filledByStore: 2, formedAt: min(24 * 60) });
    expect(mayFulfilGroupOrder(s)).toBe(true);
  });

  it('is revoked when the store ends the activity before it forms, and stays formed when after', () => {
    const revoked = groupStateAt({ ...group, joinedAt: [min(5)], revokedAt: min(6) }, min(7));
    expect(revoked).toMatchObject({ status: 'revoked', joined: 2 });
    expect(groupRefundsMembers(revoked)).toBe(true);
    expect(groupJoinRefusal(revoked, member)).toBe('GROUP_REVOKED');
    const formed = { ...group, joinedAt: [min(5), min(6)], revokedAt: min(8) };
    expect(groupStateAt(formed, min(9)).status).toBe('grouped');
    // The payment landing after the revocation does not form it.
    expect(groupStateAt({ ...group, joinedAt: [min(5), min(9)], revokedAt: min(8) }, min(10)).status).toBe(
      'revoked',
    );
  });

  it('refuses a guest and a member already in', () => {
    const s = groupStateAt(group, min(1));
    expect(groupJoinRefusal(s, { loggedIn: false, alreadyJoined: false })).toBe('NOT_LOGGED_IN');
    expect(groupJoinRefusal(s, { loggedIn: true, alreadyJoined: true })).toBe('GROUP_ALREADY_JOINED');
  });
});

describe('group timelines (property)', () => {
  const limit = 60 * 60_000;
  const timelines = fc.record({
    size: fc.integer({ min: 1, max: 6 }),
    joins: fc.array(fc.integer({ min: 0, max: limit * 2 }), { maxLength: 12 }),
    revokeAt: fc.option(fc.integer({ min: 0, max: limit * 2 }), { nil: null }),
    fillOnExpiry: fc.boolean(),
    probes: fc.array(fc.integer({ min: 0, max: limit * 3 }), { minLength: 1, maxLength: 8 }),
  });
  const toGroup = (t: { size: number; joins: number[]; revokeAt: number | null; fillOnExpiry: boolean }) => ({
    size: t.size,
    limitMs: limit,
    openedAt: opened,
    joinedAt: t.joins.map((m) => new Date(opened.getTime() + m)),
    revokedAt: t.revokeAt === null ? null : new Date(opened.getTime() + t.revokeAt),
    fillOnExpiry: t.fillOnExpiry,
  });

  it('never counts past N, never forms after the limit, and a settled group never changes', () => {
    fc.assert(
      fc.property(timelines, (t) => {
        const g = toGroup(t);
        const probes = [...t.probes].sort((a, b) => a - b).map((p) => new Date(opened.getTime() + p));
        let settled: string | null = null;
        for (const at of probes) {
          const s = groupStateAt(g, at);
          expect(s.joined).toBeLessThanOrEqual(t.size);
          expect(s.joined + s.placesLeft + s.filledByStore).toBe(t.size);
          if (settled !== null) expect(s.status).toBe(settled);
          if (s.status !== 'awaiting_group') settled = s.status;
          if (s.status === 'grouped') {
            expect(s.formedAt!.getTime()).toBeLessThanOrEqual(at.getTime());
            if (s.filledByStore === 0) expect(s.formedAt!.getTime()).toBeLessThan(limit + opened.getTime());
            else expect(t.fillOnExpiry).toBe(true);
          }
          // Formed and refunded are never both true.
          expect(mayFulfilGroupOrder(s) && groupRefundsMembers(s)).toBe(false);
          if (s.status === 'ended') {
            const inTime = t.joins.filter((m) => m < limit).length + 1;
            expect(inTime).toBeLessThan(t.size);
          }
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('depends only on the payments made up to the instant asked about', () => {
    fc.assert(
      fc.property(timelines, fc.array(fc.integer({ min: 1, max: limit }), { maxLength: 5 }), (t, later) => {
        const g = toGroup(t);
        const at = new Date(opened.getTime() + t.probes[0]!);
        const more = later.map((m) => new Date(at.getTime() + m));
        expect(groupStateAt({ ...g, joinedAt: [...g.joinedAt, ...more] }, at)).toEqual(groupStateAt(g, at));
      }),
      { numRuns: 500 },
    );
  });
});
