import { describe, expect, it } from 'vitest';
import { sendCode, signIn } from '../../modules/account/account-test-kit.ts';
import { staffCli, staffCliSuite } from './cli-test-kit.ts';

describe('staff CLI against a running server', () => {
  const suite = staffCliSuite();
  const run = (argv: string[], token?: string | null) => suite.run(argv, token);

  it('prints the latest code sent to a phone', async () => {
    await sendCode(suite.t, '13800138000');
    suite.t.clock.advance(61_000);
    await sendCode(suite.t, '13800138000');
    const res = await run(['sms', '138 0013 8000']);
    expect(res.code).toBe(0);
    expect(res.out).toHaveLength(1);
    expect(res.out[0]).toMatch(/^\d{6}$/);
    const signin = await signIn(suite.t, '13800138000', res.out[0]!);
    expect(signin.status).toBe(200);
    expect(res.err.join('\n')).toContain('login');
  });

  it('says so when no code was sent, and when the phone is malformed', async () => {
    const none = await run(['sms', '13900000000']);
    expect(none.code).toBe(1);
    expect(none.err.join('\n')).toContain('No code');
    const bad = await run(['sms', '123']);
    expect(bad.code).toBe(1);
    expect(bad.err.join('\n')).toContain('PHONE_INVALID');
  });

  it('reports a wrong token, a missing token and a wrong usage', async () => {
    const wrong = await run(['sms', '13800138000'], 'wrong-token-0123456789');
    expect(wrong.code).toBe(1);
    expect(wrong.err.join('\n')).toContain('401');
    const missing = await run(['sms', '13800138000'], null);
    expect(missing.code).toBe(2);
    expect(missing.err.join('\n')).toContain('STAFF_TOKEN');
    expect((await run(['sms'])).code).toBe(2);
    expect((await run(['order-ship'])).code).toBe(2);
  });

  it('lists the commands on help', async () => {
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toMatch(/sms <phone>\s+print the latest SMS code/);
    expect(help.out.join('\n')).toContain('help');
    expect((await run([])).code).toBe(2);
  });

  it('reports an unreachable server', async () => {
    const { code, err } = await staffCli('http://127.0.0.1:1', ['sms', '13800138000']);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('cannot reach the server');
  });
});
