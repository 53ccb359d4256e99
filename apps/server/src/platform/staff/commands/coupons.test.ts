import { describe, expect, it } from 'vitest';
import { cashRule } from '../../../modules/coupon/coupon-test-kit.ts';
import { insertMember, insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff coupons command against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('creates templates, lists and ends them, issues to a member, lists their coupons and makes codes', async () => {
    const store = await insertStore(suite.t.db);
    await insertMember(suite.t.db, '13722201001');
    const template = {
      storeId: store,
      name: 'Staff five off',
      rule: cashRule,
      validity: { mode: 'days', from: 'receipt', days: 10 },
      total: 50,
      claimLimit: 2,
    };
    const made = await run('coupons', 'create', JSON.stringify(template));
    expect(made.code, made.err.join('\n')).toBe(0);
    const id = /^#(\d+)/.exec(made.out[0]!)![1]!;
    expect(made.out[0]).toMatch(
      /active\s+cash\s+free {2}50\/50 left {2}claim 2, buy ∞ each {2}store \d+ {2}Staff five off$/,
    );
    const pack = await run(
      'coupons',
      'create',
      JSON.stringify({ ...template, name: 'Pack', price: 9.9, total: undefined }),
    );
    expect(pack.out[0]).toContain('¥9.90  unlimited');
    expect((await run('coupons', 'list', '--store', String(store))).out).toHaveLength(2);

    const issued = await run('coupons', 'issue', '13722201001', id, '2');
    expect(issued.out).toHaveLength(2);
    expect(issued.out[0]).toMatch(/^Member \S+ got coupon #\d+ \(code [2-9A-Z]{10}\)$/);
    const [, firstId, firstCode] = /#(\d+) \(code (\w+)\)/.exec(issued.out[0]!)!;
    const secondId = /#(\d+)/.exec(issued.out[1]!)![1]!;
    const unspent = await run('coupons', 'use', firstCode!, '--store', String(store));
    expect(unspent.code).not.toBe(0);
    expect((await run('coupons', 'use', firstCode!, '--store', String(store), '--spend', 'x')).code).toBe(2);
    const used = await run('coupons', 'use', firstCode!, '--store', String(store), '--spend', '32.50');
    expect(used.out).toEqual([`Coupon #${firstId} (${firstCode}, Staff five off) is now used`]);
    expect((await run('coupons', 'disable', secondId)).out).toEqual([`Coupon #${secondId} is now disabled`]);
    expect((await run('coupons', 'use', firstCode!)).code).toBe(2);
    const listed = await run('coupons', 'member', '13722201001');
    expect(listed.out).toHaveLength(2);
    expect(listed.out[0]).toMatch(/disabled\s+staff\s+until .* #\d+ Staff five off$/);
    expect(listed.out[1]).toMatch(/used\s+staff\s+until /);

    const codes = await run('coupons', 'codes', id, '3', '--expires', '2027-01-01T00:00:00Z');
    expect(codes.out).toHaveLength(3);
    expect(codes.out.every((c) => /^[2-9A-Z]{12}$/.test(c))).toBe(true);

    expect((await run('coupons', 'end', id)).out[0]).toMatch(/^#\d+ {2}ended/);
    expect((await run('coupons', 'issue', '13722201001', id)).err.join('\n')).toContain('409 COUPON_ENDED');
  });

  it('refuses a wrong rule, an unknown template or member, and wrong usage', async () => {
    const bad = await run(
      'coupons',
      'create',
      JSON.stringify({ name: 'x', rule: { kind: 'cash' }, validity: {} }),
    );
    expect(bad.err.join('\n')).toContain('400 BAD_REQUEST');
    expect((await run('coupons', 'end', '999999')).err.join('\n')).toContain('404 COUPON_NOT_FOUND');
    expect((await run('coupons', 'member', '13722209999')).err.join('\n')).toContain('404 NOT_FOUND');
    expect((await run('coupons', 'codes', '999999')).err.join('\n')).toContain('404 COUPON_NOT_FOUND');
    expect((await run('coupons', 'frobnicate')).code).toBe(2);
    expect((await run('coupons', 'issue', '13722201001')).code).toBe(2);
  });
});
