import { describe, expect, it } from 'vitest';
import { insertMember, insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('points and checkin against a running server', () => {
  const suite = staffCliSuite({ seed: async (db) => void (await insertStore(db)) });

  async function run(argv: string[]) {
    const { code, out, err } = await suite.run(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('edits a member’s points, and refuses to take more than they hold', async () => {
    await insertMember(suite.t.db, '13745000301');
    expect(await run(['points', '13745000301', '200', 'birthday'])).toMatchObject({
      code: 0,
      out: expect.stringMatching(/now has 200 points/),
    });
    expect((await run(['points', '13745000301', '-50'])).out).toMatch(/now has 150 points/);
    const refused = await run(['points', '13745000301', '-500']);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/POINTS_INSUFFICIENT|积分不足/);
    expect((await run(['points', '13745000301', 'many'])).code).not.toBe(0);
  });

  it('shows, sets and turns off the new-member reward', async () => {
    expect((await run(['welcome-reward'])).out).toBe('No new-member reward.');
    expect((await run(['welcome-reward', 'set', '[{"giftType":1,"quantity":50}]'])).out).toBe(
      'New-member reward: 50 points',
    );
    expect((await run(['welcome-reward', 'off'])).out).toBe('No new-member reward.');
    expect((await run(['welcome-reward', 'set'])).code).not.toBe(0);
    const unreadable = await run(['welcome-reward', 'set', '/nonexistent/reward.json']);
    expect([unreadable.code, unreadable.err]).toEqual([
      1,
      expect.stringMatching(/^Cannot read the reward: /),
    ]);
  });

  it('shows, sets and turns off the check-in rule', async () => {
    expect((await run(['checkin'])).out).toBe('No check-in rule: members cannot check in.');
    expect((await run(['checkin', 'set', '5', '2', '15', '7', '30'])).out).toBe(
      'Check-in on: 5 on day one, +2 a day up to 15, +30 every 7 days in a row',
    );
    expect((await run(['checkin', 'off'])).out).toMatch(/^Check-in off: 5 on day one/);
    expect((await run(['checkin', 'set', '5', '2'])).code).not.toBe(0);
    expect((await run(['checkin', 'set', '9', '0', '3'])).code).not.toBe(0);
  });
});

describe('accumulation against a running server', () => {
  const suite = staffCliSuite({ seed: async (db) => void (await insertStore(db)) });

  it('creates, lists and ends a promotion', async () => {
    const promo = JSON.stringify({
      name: 'Collect 300',
      targetPoints: 300,
      windowDays: 30,
      reward: [{ giftType: 1, quantity: 100 }],
      endsAt: '2030-01-01T00:00:00Z',
    });
    const created = await suite.run(['accumulation', 'create', promo]);
    expect(created.code).toBe(0);
    const id = /^#(\d+)/.exec(created.out[0] ?? '')?.[1];
    expect(created.out[0]).toMatch(/active\s+300 points in 30 days .* reward type 1 ×100 {2}Collect 300$/);
    expect((await suite.run(['accumulation', 'list'])).out).toHaveLength(1);
    expect((await suite.run(['accumulation', 'end', id!])).out[0]).toMatch(/ended/);
    expect((await suite.run(['accumulation', 'end', 'x'])).code).not.toBe(0);
  });
});
