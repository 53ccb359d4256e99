import { beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff activities command against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  beforeAll(async () => {
    store = await insertStore(suite.t.db);
  });
  const run = (...argv: string[]) => suite.run(argv);

  it('creates a blind box series with its items, lists what is left, and ends it', async () => {
    expect((await run('activities', 'blind-box', '--store', String(store))).err).toEqual([
      'No blind box series.',
    ]);
    const json = JSON.stringify({
      storeId: store,
      name: 'Tea cups',
      price: 15,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      guaranteeAfter: 5,
      items: [
        { name: 'Rose cup', stock: 20 },
        { name: 'Gold cup', stock: 2, prize: true },
      ],
    });
    const made = await run('activities', 'blind-box', 'create', json);
    expect(made.code).toBe(0);
    const id =
      /^#(\d+) {2}active {2}Tea cups {2}¥15 {2}\(store \d+, 2026-11-01T00:00Z → 2026-12-01T00:00Z, prize after 5\) {2}22 left$/.exec(
        made.out[0]!,
      )?.[1];
    expect(id).toBeDefined();
    expect(made.out.slice(1)).toEqual([
      expect.stringMatching(/^ {4}item #\d+ {2}Rose cup {2}20\/20$/),
      expect.stringMatching(/^ {4}item #\d+ {2}Gold cup {2}\[prize\] {2}2\/2$/),
    ]);
    expect((await run('activities', 'blind-box', 'list', '--store', String(store))).out).toHaveLength(3);
    expect((await run('activities', 'blind-box', 'end', id!)).out[0]).toMatch(
      new RegExp(`^#${id} {2}ended `),
    );
    expect((await run('activities', 'blind-box', '--store', String(store))).err).toEqual([
      'No blind box series.',
    ]);
    expect(
      (await run('activities', 'blind-box', '--store', String(store), '--status', 'all')).out,
    ).toHaveLength(3);
    const noPrize = JSON.parse(json);
    noPrize.items = [{ name: 'Rose cup', stock: 20 }];
    const refused = await run('activities', 'blind-box', 'create', JSON.stringify(noPrize));
    expect(refused.err.join('\n')).toContain('a guarantee needs a prize item');
    expect((await run('activities', 'blind-box', 'end', 'x')).code).toBe(2);
    expect((await run('activities', 'lottery')).code).toBe(2);
  });

  it('creates a bargain activity, lists it with its counts, ends it, and says which setting cannot work', async () => {
    const body = {
      storeId: store,
      name: 'Cream cake',
      price: 88,
      floor: 58,
      helpers: 3,
      minCut: 5,
      maxCut: 15,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      lastsMinutes: 1440,
    };
    const made = await run('activities', 'bargain', 'create', JSON.stringify(body));
    expect(made.code).toBe(0);
    const id =
      /^#(\d+) {2}active {2}Cream cake {2}¥88 → ¥58 {2}\(store \d+, 2026-11-01T00:00Z → 2026-12-01T00:00Z, 3 helpers, cuts ¥5–¥15, 1440 min each\) {2}0 started, 0 bought$/.exec(
        made.out[0]!,
      )?.[1];
    expect(id).toBeDefined();
    expect((await run('activities', 'bargain', '--store', String(store))).out).toHaveLength(1);
    expect((await run('activities', 'bargain', 'end', id!)).out[0]).toMatch(new RegExp(`^#${id} {2}ended `));
    expect((await run('activities', 'bargain', '--store', String(store))).err).toEqual([
      'No bargain activities.',
    ]);
    const refused = await run('activities', 'bargain', 'create', JSON.stringify({ ...body, maxCut: 9 }));
    expect(refused.err.join('\n')).toContain('maxCut');
  });

  it('creates a group buy, lists its groups, refuses to hand over an order of no formed group, and ends it', async () => {
    const body = {
      storeId: store,
      name: 'Mango mousse',
      price: 29,
      groupPrice: 19,
      size: 2,
      limitMinutes: 60,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    };
    const made = await run('activities', 'group-buy', 'create', JSON.stringify(body));
    const id =
      /^#(\d+) {2}active {2}Mango mousse {2}¥29 → ¥19 for 2 {2}\(store \d+, 2026-11-01T00:00Z → 2026-12-01T00:00Z, 60 min to fill, refunded at the limit\) {2}groups: 0 awaiting group, 0 grouped, 0 ended, 0 revoked$/.exec(
        made.out[0]!,
      )?.[1];
    expect(id).toBeDefined();
    const refused = await run('activities', 'group-buy', 'hand-over', '20260101000001');
    expect(refused.code).not.toBe(0);
    expect((await run('activities', 'group-buy', 'end', id!)).out[0]).toMatch(
      new RegExp(`^#${id} {2}ended `),
    );
    expect((await run('activities', 'group-buy', '--store', String(store))).err).toEqual(['No group buys.']);
    const above = await run('activities', 'group-buy', 'create', JSON.stringify({ ...body, groupPrice: 30 }));
    expect(above.err.join('\n')).toContain('groupPrice');
  });

  it('creates a seckill session, lists what is left, and ends it', async () => {
    const body = {
      storeId: store,
      name: 'Egg tarts',
      price: 9,
      seckillPrice: 5,
      stock: 50,
      perMemberLimit: 2,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    };
    const made = await run('activities', 'seckill', 'create', JSON.stringify(body));
    const id =
      /^#(\d+) {2}active {2}Egg tarts {2}¥9 → ¥5 {2}\(store \d+, 2026-11-01T00:00Z → 2026-12-01T00:00Z, 2 per member\) {2}50\/50 left$/.exec(
        made.out[0]!,
      )?.[1];
    expect(id).toBeDefined();
    expect((await run('activities', 'seckill', 'hand-over', '20260101000001')).code).not.toBe(0);
    expect((await run('activities', 'seckill', 'end', id!)).out[0]).toMatch(new RegExp(`^#${id} {2}ended `));
    expect((await run('activities', 'seckill', '--store', String(store))).err).toEqual([
      'No seckill sessions.',
    ]);
  });

  it("creates a pre-sale whose windows work in the store's time zone, lists it and ends it", async () => {
    const body = {
      storeId: store,
      name: 'Moon cakes',
      price: 100,
      deposit: 10,
      depositWorth: 30,
      depositStartsAt: '2026-11-01T00:00:00Z',
      depositEndsAt: '2026-11-10T00:00:00Z',
      finalStartsAt: '2026-11-10T00:00:00Z',
      finalEndsAt: '2026-11-15T00:00:00Z',
      shipsOn: '2026-11-20',
      lapsedDeposit: 'forfeit',
    };
    const made = await run('activities', 'presale', 'create', JSON.stringify(body));
    const id =
      /^#(\d+) {2}active {2}Moon cakes {2}¥100, deposit ¥10 counts ¥30 {2}\(store \d+, deposit 2026-11-01T00:00Z → 2026-11-10T00:00Z, rest 2026-11-10T00:00Z → 2026-11-15T00:00Z, ships 2026-11-20, a lapsed deposit kept\)$/.exec(
        made.out[0]!,
      )?.[1];
    expect(id).toBeDefined();
    const early = await run(
      'activities',
      'presale',
      'create',
      JSON.stringify({ ...body, shipsOn: '2026-11-14' }),
    );
    expect(early.err.join('\n')).toContain('shipsOn');
    expect((await run('activities', 'presale', 'end', id!)).out[0]).toMatch(new RegExp(`^#${id} {2}ended `));
  });

  it('adds a leader’s point, changes it, creates a community group for it, prints its totals per point and ends it', async () => {
    const leader = JSON.stringify({
      storeId: store,
      name: 'Aunt Li',
      phone: '13800138000',
      address: 'Building 3',
    });
    const added = await run('activities', 'community', 'leaders', 'create', leader);
    const leaderId = /^#(\d+) {2}active {2}Aunt Li {2}13800138000 {2}\(store \d+, Building 3\)$/.exec(
      added.out[0]!,
    )?.[1];
    expect(leaderId).toBeDefined();
    const edited = await run('activities', 'community', 'leaders', 'edit', leaderId!, '{"hours":"Sat 9–12"}');
    expect(edited.out[0]).toMatch(/\(store \d+, Building 3, Sat 9–12\)$/);
    expect((await run('activities', 'community', 'leaders', '--store', String(store))).out).toHaveLength(1);
    const body = {
      storeId: store,
      name: 'Weekend bread box',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-11-05T00:00:00Z',
      pickupFrom: '2026-11-06T01:00:00Z',
      pickupUntil: '2026-11-06T04:00:00Z',
      minAmount: 20,
      leaderIds: [Number(leaderId)],
      items: [{ name: 'Sourdough loaf', price: 28, groupPrice: 22, stock: 40, perMemberLimit: 2 }],
    };
    const made = await run('activities', 'community', 'create', JSON.stringify(body));
    const id = new RegExp(
      `^#(\\d+) {2}active {2}Weekend bread box {2}\\(store \\d+, orders 2026-11-01T00:00Z → 2026-11-05T00:00Z, pickup 2026-11-06T01:00Z → 2026-11-06T04:00Z, from ¥20, points #${leaderId}\\)$`,
    ).exec(made.out[0]!)?.[1];
    expect(id).toBeDefined();
    expect(made.out[1]).toMatch(
      /^ {4}item #\d+ {2}Sourdough loaf {2}¥28 → ¥22, 2 per member {2}40\/40 left$/,
    );
    expect((await run('activities', 'community', 'points', id!)).out).toEqual([
      `point #${leaderId}  Aunt Li  Building 3`,
      '    paid: 0 orders, ¥0, 0 to hand over',
    ]);
    expect((await run('activities', 'community', 'end', id!)).out[0]).toMatch(
      new RegExp(`^#${id} {2}ended `),
    );
    expect((await run('activities', 'community', 'leaders', 'end', leaderId!)).out[0]).toMatch(/ ended /);
    expect((await run('activities', 'community', 'points', 'x')).code).toBe(2);
  });
});
