import { describe, expect, it } from 'vitest';
import { runStaffCli } from '../../platform/staff/cli-runner.ts';
import { staffCli } from '../../platform/staff/cli-test-kit.ts';
import { TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { enrol, firstChargeNo, payCodeSuite, payer, phoneCode } from './pay-code-test-kit.ts';

describe('`npm run staff -- charge`', () => {
  const s = payCodeSuite('pglite');
  let url = '';
  const cli = async (argv: string[]) => {
    url ||= await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    return staffCli(url, ['charge', ...argv]);
  };

  it('charges a code once from the balance, in the default store when none is named', async () => {
    const me = await payer(s.t, 30, '13742000011');
    const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
    const paid = await cli([code, '12.5']);
    expect(paid.code).toBe(0);
    expect(paid.out[0]).toMatch(/^Paid ¥12\.50 from member \S+'s balance \(PC\d+\); balance now ¥17\.50$/);
    const again = await cli([code, '1', '--store', String(s.store)]);
    expect(again.code).not.toBe(0);
    expect(again.err.join('\n')).toContain('PAY_CODE_USED');
    expect((await memberBooks(s.t.db, me.memberId)).balanceSum).toBe(1750);
  });

  it('waits for the member to confirm a charge above the limit, then reports it paid', async () => {
    const me = await payer(s.t, 300);
    s.t.clock.advance(5_000);
    const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
    const running = cli([code, '150', '--store', String(s.store), '--wait', '20']);
    const chargeNo = await firstChargeNo(s.t, me.session);
    const confirmed = await s.t.call('Balance/ConfirmPayCodeCharge', { chargeNo }, { session: me.session });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const done = await running;
    expect(done.code).toBe(0);
    expect(done.out[0]).toMatch(/^Waiting for member \S+ to confirm ¥150\.00 on the phone/);
    expect(done.out[1]).toMatch(/^Paid ¥150\.00 .* balance now ¥150\.00$/);
  });

  it('reports a declined charge with a failing exit code, and refuses wrong usage', async () => {
    const me = await payer(s.t, 300);
    s.t.clock.advance(5_000);
    const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
    const running = cli([code, '200', '--wait', '20']);
    const chargeNo = await firstChargeNo(s.t, me.session);
    await s.t.call('Balance/DeclinePayCodeCharge', { chargeNo }, { session: me.session });
    const done = await running;
    expect(done.code).toBe(1);
    expect(done.out[1]).toMatch(/declined ¥200\.00 .*nothing was taken$/);
    for (const bad of [
      [code],
      [code, '0'],
      [code, 'abc'],
      [code, '1', '--store', 'x'],
      [code, '1', 'extra'],
    ]) {
      expect((await cli(bad)).code).not.toBe(0);
    }
    expect((await memberBooks(s.t.db, me.memberId)).member.balance).toBe(30_000);
  });

  it('sends the charge again with the same request key when its answer is lost, and charges once', async () => {
    const me = await payer(s.t, 40);
    s.t.clock.advance(5_000);
    const code = phoneCode(await enrol(s.t, me.session, s.store), s.t.clock.now());
    url ||= await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    let sent = 0;
    // The first answer is lost on the way back: the server charged, the till heard nothing.
    const lossy: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      sent += 1;
      if (sent === 1) throw new TypeError('socket hang up');
      return res;
    };
    const out: string[] = [];
    const err: string[] = [];
    const code0 = await runStaffCli(['charge', code, '15'], {
      env: { STAFF_URL: url, STAFF_TOKEN: TEST_STAFF_TOKEN, dataDir: '/nonexistent-staff-cli-dir' },
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      fetch: lossy,
    });
    expect(code0).toBe(0);
    expect(sent).toBe(2);
    expect(err).toEqual(['No answer from the server; sending the same charge again']);
    expect(out[0]).toMatch(/^Paid ¥15\.00 .* balance now ¥25\.00$/);
    const books = await memberBooks(s.t.db, me.memberId);
    expect([books.member.balance, books.balanceSum]).toEqual([2500, 2500]);
  });
});
