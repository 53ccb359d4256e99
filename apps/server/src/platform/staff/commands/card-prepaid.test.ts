import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMethods } from '../../../modules/payment/payment-test-kit.ts';
import { insertMember, insertStore } from '../../../test/fixtures.ts';
import { createSession } from '../../auth/sessions.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff cards print and spend against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('prints a batch to a CSV a member binds from, and spends the card at the till once per key', async () => {
    const store = await insertStore(suite.t.db, { payment: allMethods });
    const product = {
      storeId: store,
      kind: 'prepaid',
      name: 'Gift card ¥50',
      price: 50,
      faceValue: 50,
      online: false,
      validity: { mode: 'days', from: 'purchase', days: 365 },
    };
    const made = await run('cards', 'products', 'create', JSON.stringify(product));
    expect(made.code, made.err.join('\n')).toBe(0);
    const id = /^#(\d+)/.exec(made.out[0]!)![1]!;
    const file = join(tmpdir(), `prepaid-cli-${process.pid}-${Date.now()}.csv`);
    const printed = await run('cards', 'print', id, String(store), '2', '--out', file);
    expect(printed.out[0]).toBe(`Printed 2 cards of ¥50.00; CSV written to ${file}`);
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines[0]).toBe('number,password');
    const [number, password] = lines[1]!.split(',');
    expect([number, password]).toEqual([
      expect.stringMatching(/^\d{16}$/),
      expect.stringMatching(/^\d{10}$/),
    ]);
    const toScreen = await run('cards', 'print', id, String(store), '1');
    expect(toScreen.out).toEqual(['number,password', expect.stringMatching(/^\d{16},\d{10}$/)]);

    const memberId = await insertMember(suite.t.db, '13743000391');
    const session = await createSession(suite.t.db, suite.t.clock, memberId);
    const bound = await suite.t.call('Card/BindPrepaidCard', { number, password }, { session });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const spent = await run('cards', 'spend', number!, String(store), '12.5', 'till-key-9');
    expect(spent.out[0]).toMatch(
      /^Spent ¥12\.50: #\d+ {2}\d{16} {2}valid\s+¥37\.50 {2}until \S+ {2}member \d+/,
    );
    expect((await run('cards', 'spend', number!, String(store), '12.5', 'till-key-9')).out[0]).toContain(
      'Already charged',
    );
    const over = await run('cards', 'spend', number!, String(store), '40');
    expect([over.code, over.err.join('\n')]).toEqual([
      1,
      expect.stringContaining('CARD_BALANCE_INSUFFICIENT'),
    ]);
    expect((await run('cards', 'print', id)).code).not.toBe(0);
  });
});
