import { describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/harness.ts';
import { staffStep } from '../order/order-points-test-kit.ts';
import {
  distribute,
  inviteBooks,
  inviteSuite,
  member,
  placedOrder,
  signUpVia,
} from './invitations-test-kit.ts';

const ROUNDS = 20;
const PARALLEL = 10;

// DESIGN §4 under real concurrency (issue 31): the member's key makes one binding, the reward's key one reward.
describe.runIf(hasPostgres)('invitations under concurrency on postgres', () => {
  const w = inviteSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: ${PARALLEL} RelationDistribute with different inviters bind once`, async () => {
      const inviters = await Promise.all(Array.from({ length: PARALLEL }, () => member(w)));
      const friend = await member(w);
      const answers = await Promise.all(inviters.map((i) => distribute(w, friend.session, i.memberId)));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'INVITE_ALREADY_BOUND')).toHaveLength(PARALLEL - 1);
      const books = await inviteBooks(w, friend.memberId);
      expect(books.relation?.inviterId).toBe((won[0]!.body.Result as { inviterUid: number }).inviterUid);
    });

    it(`round ${round}: two first orders each completed ${PARALLEL / 2} times at once reward once`, async () => {
      const inviter = await member(w);
      const friend = await signUpVia(w, inviter.memberId);
      const orders = [await placedOrder(w, friend.memberId), await placedOrder(w, friend.memberId)];
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => staffStep(w.t, orders[i % 2]!.orderNo, 'complete')),
      );
      // Each order completes once; the two completions race for the friend's one first-order reward.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      const books = await inviteBooks(w, friend.memberId);
      expect(books.asFriend.filter((r) => r.trigger === 'first_order')).toHaveLength(2);
      expect(books.balance).toBe(500);
      expect((await inviteBooks(w, inviter.memberId)).balance).toBe(500);
    });
  }
});
