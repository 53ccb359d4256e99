import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { charge, enrol, payCodeSuite, payer, phoneCode } from './pay-code-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: a code is accepted once by the conditional update of its device's last step.
describe.runIf(hasPostgres)('the payment code under concurrency on PostgreSQL', () => {
  const s = payCodeSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: one code charged by 10 tills at once is paid once`, async () => {
      const me = await payer(s.t, 100);
      const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => charge(s.t, { code, amount: 30, storeId: s.store })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.Code))).toEqual(
        new Set(['PAY_CODE_USED']),
      );
      const books = await memberBooks(s.t.db, me.memberId);
      expect([books.member.balance, books.balanceSum]).toEqual([7000, 7000]);
      expect(books.balanceEntries.filter((e) => e.reason === 'balance_spend')).toHaveLength(1);
    });

    it(`round ${round}: one till sending its request 10 times at once gets one charge, answered 10 times`, async () => {
      const me = await payer(s.t, 100);
      const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
      const body = { code, amount: 30, storeId: s.store, requestKey: `till-round-${round}` };
      const answers = await Promise.all(Array.from({ length: 10 }, () => charge(s.t, body)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body.Result.chargeNo)).size).toBe(1);
      const books = await memberBooks(s.t.db, me.memberId);
      expect([books.member.balance, books.balanceSum]).toEqual([7000, 7000]);
    });

    it(`round ${round}: 10 fresh codes of one member charged at once never overdraw the balance`, async () => {
      const me = await payer(s.t, 100);
      const phones = await Promise.all(Array.from({ length: 10 }, () => enrol(s.t, me.session, s.store)));
      // Each enrolment replaced the one before on this session: only the last phone's code works.
      const answers = await Promise.all(
        phones.map((p) => charge(s.t, { code: phoneCode(p, s.t.clock.now()), amount: 30, storeId: s.store })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const books = await memberBooks(s.t.db, me.memberId);
      expect(books.member.balance).toBe(books.balanceSum);
      expect(books.member.balance).toBe(7000);
    });
  }
});
