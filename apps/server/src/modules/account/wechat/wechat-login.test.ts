import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wechatBindings } from '../../../db/schema/account/wechat.ts';
import { insertStore } from '../../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, type TestApp } from '../../../test/harness.ts';
import { logIn, type SignedIn } from '../account-test-kit.ts';

const P = 'customeraccount/';
let nonce = 0;
/** A wx.login code as the local provider's WeChat plays it: for `user`, new each time. */
function code(user: string): string {
  nonce += 1;
  return `local.${user}.n${nonce.toString().padStart(4, '0')}`;
}

type Unbound = { bound: false; ticket: string; expiresInSeconds: number };
type Bound = SignedIn & { bound: true };

describe.each(dbTargets())('WeChat login code exchange on %s', (target) => {
  const w = suiteWorld(async () => {
    const t: TestApp = await createTestApp(target, { seed: async (db) => void (await insertStore(db)) });
    return { t };
  });
  const auth = (c: string, extra: Record<string, unknown> = {}) =>
    w.t.call<Unbound | Bound>(`${P}Auth`, { code: c, ...extra });
  const bind = (ticket: string, session: string) =>
    w.t.call(`${P}UpdateCustomerUnionId`, { ticket }, { session });

  it('answers an unknown WeChat user with a ticket, binds it after a login, then logs them in by code', async () => {
    const first = await auth(code('alice'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result).toMatchObject({ bound: false, expiresInSeconds: 600 });
    const { ticket } = first.body.Result as Unbound;
    const member = await logIn(w.t, '13800009001');
    const bound = await bind(ticket, member.token);
    expect(bound.body.Result).toEqual({ bound: true, hasUnionId: true });
    const rows = await w.t.db
      .select()
      .from(wechatBindings)
      .where(eq(wechatBindings.memberId, member.user.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.openid).toMatch(/^o[A-Za-z0-9_-]{27}$/);

    const again = await auth(code('alice'));
    expect(again.body.Result).toMatchObject({ bound: true, user: { uid: member.user.uid } });
    const token = (again.body.Result as Bound).token;
    expect(token).not.toBe(member.token);
    const me = await w.t.call(`${P}GetCustomersByTel`, {}, { session: token });
    expect(me.status).toBe(200);
  });

  it('refuses a code WeChat refuses: used twice, forged, malformed', async () => {
    const once = code('bob');
    expect((await auth(once)).status).toBe(200);
    expect((await auth(once)).body).toMatchObject({ Success: false, Code: 'AUTH_FAILED' });
    expect((await auth('0123456789abcdef0123456789abcdef')).body).toMatchObject({ Code: 'AUTH_FAILED' });
    const bad = await auth('no spaces allowed');
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('code');
  });

  it('spends a ticket once, refuses an expired one and binding without a login', async () => {
    const member = await logIn(w.t, '13800009002');
    const { ticket } = (await auth(code('carol'))).body.Result as Unbound;
    expect((await w.t.call(`${P}UpdateCustomerUnionId`, { ticket })).status).toBe(401);
    expect((await bind(ticket, member.token)).status).toBe(200);
    expect((await bind(ticket, member.token)).body).toMatchObject({ Code: 'AUTH_FAILED' });

    const late = ((await auth(code('dave'))).body.Result as Unbound).ticket;
    w.t.clock.advance(601_000);
    expect((await bind(late, member.token)).body).toMatchObject({ Code: 'AUTH_FAILED' });
  });

  it('moves a WeChat user to the member who binds them last', async () => {
    const a = await logIn(w.t, '13800009003');
    const b = await logIn(w.t, '13800009004');
    // Two tickets of one user (two devices, say), the second bound after the first.
    const first = ((await auth(code('erin'))).body.Result as Unbound).ticket;
    const second = ((await auth(code('erin'))).body.Result as Unbound).ticket;
    await bind(first, a.token);
    expect((await bind(second, b.token)).status).toBe(200);
    expect((await auth(code('erin'))).body.Result).toMatchObject({ bound: true, user: { uid: b.user.uid } });
  });

  it('does not log in behind the back of a member who withdrew the privacy agreement, unless they agree', async () => {
    const m = await logIn(w.t, '13800009005');
    await bind(((await auth(code('frank'))).body.Result as Unbound).ticket, m.token);
    expect((await w.t.call(`${P}CancelAgreePrivacy`, {}, { session: m.token })).status).toBe(200);
    expect((await auth(code('frank'))).body.Result).toMatchObject({ bound: false });
    expect((await auth(code('frank'), { agreed: true })).body.Result).toMatchObject({
      bound: true,
      user: { uid: m.user.uid },
    });
  });

  it('signs the JS-SDK configuration for a page address, without its hash', async () => {
    const url = 'https://shop.example.com/?storeid=1';
    const res = await w.t.call<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
      'Store/WxApiConfig',
      { url: `${url}#/pages/index/index` },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const config = res.body.Result;
    expect(config.appId).toMatch(/^wx[0-9a-f]{16}$/);
    expect(config.timestamp).toBe(Math.floor(w.t.clock.now().getTime() / 1000));
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    const same = await w.t.call<typeof config>('Store/WxApiConfig', { url });
    expect(same.body.Result.nonceStr).not.toBe(config.nonceStr);
    expect((await w.t.call('Store/WxApiConfig', { url: 'javascript:alert(1)' })).status).toBe(400);
  });
});
