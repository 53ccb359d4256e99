import { describe, expect, it } from 'vitest';
import { logIn } from '../../../modules/account/account-test-kit.ts';
import { insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('wechat against a running server', () => {
  const suite = staffCliSuite({ seed: async (db) => void (await insertStore(db)) });

  async function run(argv: string[]) {
    const { code, out, err } = await suite.run(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** A WeChat user bound to the member of `phone` as the mini-program does it: Auth's ticket, bound after a login. */
  async function bindWechat(phone: string, user: string) {
    const auth = await suite.t.call<{ ticket: string }>('customeraccount/Auth', {
      code: `local.${user}.first`,
    });
    const member = await logIn(suite.t, phone);
    await suite.t.call(
      'customeraccount/UpdateCustomerUnionId',
      { ticket: auth.body.Result.ticket },
      { session: member.token },
    );
  }

  it('shows the WeChat users a member logs in by, and unbinds them', async () => {
    await bindWechat('13745009001', 'gina');
    const shown = await run(['wechat', 'show', '13745009001']);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(
      /logged in by WeChat as\n {2}openid …\S{6} of wx0{14}aa, with unionid, bound \d{4}-/,
    );
    expect((await run(['wechat', 'unbind', '13745009001'])).out).toMatch(/: 1 WeChat user\(s\) unbound\.$/);
    expect((await run(['wechat', 'show', '13745009001'])).out).toMatch(/no WeChat user bound\.$/);
    // The next start by WeChat is a guest again: Auth answers a ticket, not a session.
    const again = await suite.t.call('customeraccount/Auth', { code: 'local.gina.second' });
    expect(again.body.Result).toMatchObject({ bound: false });
  });

  it('says what is wrong: an unknown phone, a malformed one, a wrong action', async () => {
    expect((await run(['wechat', 'show', '13745009099'])).code).not.toBe(0);
    expect((await run(['wechat', 'show', '12'])).err).toMatch(/PHONE_INVALID|手机号/);
    expect((await run(['wechat', 'forget', '13745009001'])).code).not.toBe(0);
    expect((await run(['wechat', 'show'])).code).not.toBe(0);
  });
});
