import { describe, expect, it } from 'vitest';
import { staffCliSuite } from '../cli-test-kit.ts';
import { parseMemberAdd } from './member-add.ts';

describe('member-add arguments', () => {
  it('takes a phone and an optional --name, in either order', () => {
    expect(parseMemberAdd(['13800138000'])).toEqual({ phone: '13800138000' });
    expect(parseMemberAdd(['13800138000', '--name', 'Ana'])).toEqual({ phone: '13800138000', name: 'Ana' });
    expect(parseMemberAdd(['--name=Li Lei', '13800138000'])).toEqual({
      phone: '13800138000',
      name: 'Li Lei',
    });
    for (const bad of [
      [],
      ['--name', 'Ana'],
      ['1', '2'],
      ['13800138000', '--name'],
      ['13800138000', '--x'],
    ]) {
      expect(parseMemberAdd(bad), bad.join(' ')).toBeNull();
    }
  });
});

describe('member-add against a running server', () => {
  const suite = staffCliSuite();

  async function run(argv: string[]) {
    const { code, out, err } = await suite.run(argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('opens an account, then a second one on the same phone', async () => {
    const first = await run(['member-add', '13800138001']);
    expect(first.code).toBe(0);
    expect(first.out).toContain('1 active account');
    const second = await run(['member-add', '13800138001', '--name', 'Ana']);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/Member \d+ \(uid \d+, Ana\) opened on 13800138001/);
    expect(second.out).toContain('2 active account');
  });

  it('reports a malformed phone and a wrong usage', async () => {
    const bad = await run(['member-add', '123']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('PHONE_INVALID');
    expect((await run(['member-add'])).code).toBe(2);
    expect((await run(['member-add', '13800138001', '--name'])).err).toContain('Usage');
  });
});
