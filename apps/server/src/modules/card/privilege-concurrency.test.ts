import { describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { hasPostgres } from '../../test/harness.ts';
import { cardSuite } from './card-test-kit.ts';
import { grantDueMonths } from './privilege-grant.ts';
import { buyPrivilege, privilegeBooks, privilegeMember, privilegeProduct } from './privilege-test-kit.ts';

const ROUNDS = 20;
const DAY = 24 * 60 * 60 * 1000;

// DESIGN §4 under real concurrency: two instances' job runs at once, and the grant row's unique key with the
// period rows' SKIP LOCKED claims alone keep each month's coupons to one grant per card.
describe.runIf(hasPostgres)('privilege card months under concurrency on PostgreSQL', () => {
  const s = cardSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: the monthly job run twice at once: each member gets the month's coupons once`, async () => {
      const { id } = await privilegeProduct(s, {}, 3);
      const members = await Promise.all(Array.from({ length: 5 }, () => privilegeMember(s)));
      for (const m of members) expect((await buyPrivilege(s, m.session, id)).status).toBe(200);
      s.t.clock.advance(31 * DAY);
      try {
        const at = s.t.clock.now();
        const given = await Promise.all([grantDueMonths(s.t, at), grantDueMonths(s.t, at)]);
        // Between them the two runs gave the five members' second month, never one twice.
        expect(given[0]! + given[1]!).toBe(5);
      } finally {
        s.t.clock.advance(-31 * DAY);
      }
      for (const m of members) {
        const books = await privilegeBooks(s, m.memberId);
        expect(books.grants.map((g) => g.seq)).toEqual([0, 1]);
        expect(books.coupons).toHaveLength(4);
        expect(books.periods.map((p) => p.nextSeq)).toEqual([2]);
      }
    });

    it(`round ${round}: a renewal racing the job: the card renewed once, its month given once`, async () => {
      const { id } = await privilegeProduct(s);
      const m = await privilegeMember(s);
      await buyPrivilege(s, m.session, id);
      await buyPrivilege(s, m.session, id);
      s.t.clock.advance(31 * DAY);
      try {
        const at = s.t.clock.now();
        // A month on, the member logs in again (sessions lapse) and renews while two job runs give month 1.
        const session = await createSession(s.t.db, s.t.clock, m.memberId);
        const [, renewed] = await Promise.all([
          grantDueMonths(s.t, at),
          buyPrivilege(s, session, id),
          grantDueMonths(s.t, at),
        ]);
        expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      } finally {
        s.t.clock.advance(-31 * DAY);
      }
      const books = await privilegeBooks(s, m.memberId);
      expect(books.cards).toHaveLength(1);
      expect(books.periods.map((p) => [p.months, p.nextSeq])).toEqual([[3, 2]]);
      expect(books.grants.map((g) => g.seq)).toEqual([0, 1]);
      expect(books.entries.map((e) => e.reason)).toEqual(['purchase', 'renew', 'renew']);
    });
  }
});
