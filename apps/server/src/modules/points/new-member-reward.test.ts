import { describe, expect, it } from 'vitest';
import { dbTargets } from '../../test/harness.ts';
import { pointsBooks, pointsSuite, staffRequest } from './points-test-kit.ts';

describe.each(dbTargets())('the new-member reward on %s', (target) => {
  const s = pointsSuite(target, null);
  const join = async (phone: string) => {
    const res = await staffRequest(s, 'POST', 'members', { phone });
    return (res.json().Result as { uid: number }).uid;
  };

  it('gives nothing until staff set it, then its points once to each member who joins', async () => {
    const before = await join('13745000401');
    expect((await pointsBooks(s, before)).points).toBe(0);
    const set = await staffRequest(s, 'PUT', 'points/new-member-reward', {
      reward: [{ giftType: 1, quantity: 50 }],
    });
    expect(set.json()).toMatchObject({ Success: true, Result: { reward: [{ giftType: 1, quantity: 50 }] } });
    expect((await staffRequest(s, 'GET', 'points/new-member-reward')).json().Result.reward).toHaveLength(1);
    const joined = await join('13745000402');
    const books = await pointsBooks(s, joined);
    expect(books.entries.map((e) => [e.delta, e.reason])).toEqual([[50, 'new_member_reward']]);
    expect(books.sum).toBe(50);
    // A second account on the same phone is a new member too.
    expect((await pointsBooks(s, await join('13745000402'))).points).toBe(50);
    expect((await pointsBooks(s, before)).points).toBe(0);
  });

  it('refuses a reward that cannot be delivered, and is turned off by an empty one', async () => {
    const bad = await staffRequest(s, 'PUT', 'points/new-member-reward', {
      reward: [{ giftType: 5, quantity: 1, giftInfo: { packageId: 999999 } }],
    });
    expect(bad.json()).toMatchObject({ Success: false, Code: 'GIFT_ITEMS_INVALID' });
    await staffRequest(s, 'PUT', 'points/new-member-reward', { reward: [] });
    expect((await pointsBooks(s, await join('13745000403'))).points).toBe(0);
  });
});
