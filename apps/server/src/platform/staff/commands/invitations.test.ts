import { describe, expect, it } from 'vitest';
import { bindOnce } from '../../../modules/activity/index.ts';
import { insertMember, insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('invitations against a running server', () => {
  const suite = staffCliSuite({ seed: async (db) => void (await insertStore(db)) });

  async function run(argv: string[]) {
    const { code, out, err } = await suite.run(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('sets, shows and turns off the invite rules, refusing unknown gift items', async () => {
    expect((await run(['invitations', 'rules'])).out).toBe('Invitations off.');
    const rules = {
      bindMode: 'first',
      bindDays: 30,
      rewards: { registered: { inviter: [{ giftType: 1, quantity: 100 }] } },
    };
    const set = await run(['invitations', 'set', JSON.stringify(rules)]);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toMatch(/bind mode first, bindings last 30 days/);
    expect((await run(['invitations', 'rules'])).out).toMatch(
      /registered: inviter type 1 ×100; friend nothing/,
    );
    const unknown = {
      ...rules,
      rewards: { registered: { friend: [{ giftType: 5, quantity: 1, giftInfo: { packageId: 999999 } }] } },
    };
    expect((await run(['invitations', 'set', JSON.stringify(unknown)])).code).not.toBe(0);
    expect((await run(['invitations', 'set', '{"bindMode":"never","rewards":{}}'])).code).not.toBe(0);
    expect((await run(['invitations', 'off'])).out).toBe('Invitations off.');
    expect((await run(['invitations'])).code).not.toBe(0);
  });

  it("lists a member's inviter and invited friends", async () => {
    const inviter = await insertMember(suite.t.db, '13745000401');
    const friend = await insertMember(suite.t.db, '13745000402');
    const at = suite.t.clock.now();
    await bindOnce(suite.t.db, { memberId: friend, inviterId: inviter, via: 'link', at, expiresAt: null });
    const listed = await run(['invitations', 'member', '13745000401']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(/invited by nobody/);
    expect(listed.out).toMatch(new RegExp(`friend #${friend} .* link`));
    expect((await run(['invitations', 'member', '13745000402'])).out).toMatch(`invited by #${inviter}`);
    expect((await run(['invitations', 'member', '13745000499'])).code).not.toBe(0);
  });
});
