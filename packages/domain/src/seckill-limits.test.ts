import { describe, expect, it } from 'vitest';
import { type SeckillSession, seckillMaxQuantity, seckillPhase, seckillRefusal } from './seckill-limits.ts';

const startsAt = new Date('2026-12-02T12:00:00+08:00');
const session: SeckillSession = {
  startsAt,
  endsAt: new Date('2026-12-02T14:00:00+08:00'),
  price: 990,
  stock: 10,
  perOrderLimit: 2,
  perMemberLimit: 3,
};
const buyer = { loggedIn: true, bought: 0 };
const at = (ms: number) => new Date(startsAt.getTime() + ms);

describe('seckillPhase', () => {
  it('opens at its first instant and is over at its end', () => {
    expect(seckillPhase(session, at(-1))).toBe('upcoming');
    expect(seckillPhase(session, startsAt)).toBe('running');
    expect(seckillPhase(session, new Date(session.endsAt.getTime() - 1))).toBe('running');
    expect(seckillPhase(session, session.endsAt)).toBe('over');
  });
});

describe('seckillRefusal', () => {
  it('lets a member buy within both limits while the session runs', () => {
    expect(seckillRefusal(session, buyer, 2, startsAt)).toBeNull();
    expect(seckillRefusal(session, { loggedIn: true, bought: 2 }, 1, startsAt)).toBeNull();
  });

  it.each([
    [{ ...buyer, loggedIn: false }, 1, 0, { code: 'NOT_LOGGED_IN' }],
    [buyer, 1, -1, { code: 'SECKILL_NOT_STARTED' }],
    [buyer, 1, 2 * 3_600_000, { code: 'SECKILL_ENDED' }],
    [buyer, 0, 0, { code: 'SECKILL_QUANTITY_INVALID' }],
    [buyer, 1.5, 0, { code: 'SECKILL_QUANTITY_INVALID' }],
    [buyer, 3, 0, { code: 'SECKILL_ORDER_LIMIT', params: { Limit: 2 } }],
    [{ ...buyer, bought: 2 }, 2, 0, { code: 'SECKILL_MEMBER_LIMIT', params: { Limit: 3 } }],
  ] as const)('refuses %o buying %d at +%d ms', (who, quantity, offset, refusal) => {
    expect(seckillRefusal(session, who, quantity, at(offset))).toEqual(refusal);
  });

  it('says sold out last, and only when fewer are left than asked', () => {
    expect(seckillRefusal({ ...session, stock: 1 }, buyer, 2, startsAt)).toEqual({
      code: 'SECKILL_SOLD_OUT',
    });
    expect(seckillRefusal({ ...session, stock: 1 }, buyer, 1, startsAt)).toBeNull();
    expect(seckillRefusal({ ...session, stock: 0 }, buyer, 3, startsAt)).toEqual({
      code: 'SECKILL_ORDER_LIMIT',
      params: { Limit: 2 },
    });
  });

  it('has no limit where the store set none', () => {
    const open = { ...session, perOrderLimit: null, perMemberLimit: null };
    expect(seckillRefusal(open, { loggedIn: true, bought: 50 }, 10, startsAt)).toBeNull();
  });
});

describe('seckillMaxQuantity', () => {
  it('is the smallest of the order limit, what the member limit leaves and the stock', () => {
    expect(seckillMaxQuantity(session, 0)).toBe(2);
    expect(seckillMaxQuantity(session, 2)).toBe(1);
    expect(seckillMaxQuantity(session, 5)).toBe(0);
    expect(seckillMaxQuantity({ ...session, stock: 1 }, 0)).toBe(1);
    expect(seckillMaxQuantity({ ...session, perOrderLimit: null, perMemberLimit: null }, 0)).toBe(10);
  });
});
