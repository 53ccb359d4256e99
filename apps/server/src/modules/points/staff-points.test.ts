import { describe, expect, it } from 'vitest';
import { insertMember } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { pointsBooks, pointsSuite, staffRequest } from './points-test-kit.ts';

describe.each(dbTargets())('staff points edits on %s', (target) => {
  const s = pointsSuite(target);

  it('adds and takes points through the ledger, never below zero, a keyed edit once', async () => {
    const phone = '13745000101';
    const memberId = await insertMember(s.t.db, phone);
    const edit = (body: object) => staffRequest(s, 'POST', 'members/points', { phone, ...body });
    expect((await edit({ delta: 80, note: 'birthday' })).json().Result).toMatchObject({ points: 80 });
    const again = { delta: 20, key: 'retry-key-0001' };
    expect((await edit(again)).json().Result).toMatchObject({ points: 100, applied: true });
    expect((await edit(again)).json().Result).toMatchObject({ points: 100, applied: false });
    const refused = await edit({ delta: -101 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Code).toBe('POINTS_INSUFFICIENT');
    expect((await edit({ delta: -100 })).json().Result.points).toBe(0);
    expect((await edit({ delta: 0 })).statusCode).toBe(400);
    expect(
      (await staffRequest(s, 'POST', 'members/points', { phone: '13745000199', delta: 1 })).statusCode,
    ).toBe(404);
    const books = await pointsBooks(s, memberId);
    expect(books.sum).toBe(0);
    expect(books.entries.map((e) => [e.delta, e.reason, e.note])).toEqual([
      [80, 'manual_edit', 'birthday'],
      [20, 'manual_edit', 'staff adjustment'],
      [-100, 'manual_edit', 'staff adjustment'],
    ]);
  });
});
