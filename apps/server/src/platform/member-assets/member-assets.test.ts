import type { ForfeitedAsset } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import { shopModules } from '../../modules/index.ts';
import { type MemberAssetProvider, memberAssetRegistry } from './member-assets.ts';

const db = {} as DbOrTx;
const now = new Date('2026-05-01T00:00:00Z');

/** A provider that answers `amount` of `kind` for whoever asks, and records who asked. */
function provider(kind: string, amount: number, asked: number[] = []): MemberAssetProvider {
  return {
    kind,
    async read(_db, memberId, at): Promise<ForfeitedAsset> {
      expect(at).toBe(now);
      asked.push(memberId);
      return { kind, unit: 'count', amount, name: kind };
    },
  };
}

describe('member assets registry', () => {
  it('collects every provider the modules register, in module order, and asks each once', async () => {
    const asked: number[] = [];
    const registry = memberAssetRegistry([
      { name: 'a', memberAssets: [provider('x', 1, asked), provider('y', 2, asked)] },
      { name: 'b' },
      { name: 'c', memberAssets: [provider('z', 3, asked)] },
    ]);
    expect(registry.kinds).toEqual(['x', 'y', 'z']);
    expect((await registry.read(db, 7, now)).map((a) => [a.kind, a.amount])).toEqual([
      ['x', 1],
      ['y', 2],
      ['z', 3],
    ]);
    expect(asked).toEqual([7, 7, 7]);
  });

  it('asks only the providers of the kinds named', async () => {
    const asked: number[] = [];
    const registry = memberAssetRegistry([
      {
        name: 'a',
        memberAssets: [provider('x', 1, asked), provider('y', 2, asked), provider('z', 3, asked)],
      },
    ]);
    expect((await registry.read(db, 9, now, ['z', 'x'])).map((a) => a.kind)).toEqual(['x', 'z']);
    expect(asked).toEqual([9, 9]);
  });

  it('refuses a kind registered by two modules', () => {
    expect(() =>
      memberAssetRegistry([
        { name: 'a', memberAssets: [provider('x', 1)] },
        { name: 'b', memberAssets: [provider('x', 2)] },
      ]),
    ).toThrow("member asset kind 'x' registered twice (module b)");
  });

  it('holds what the shop’s areas register: balance, points, coupons, gift items, cards and their money, profit', () => {
    expect(memberAssetRegistry(shopModules).kinds).toEqual([
      'balance',
      'points',
      'coupons',
      'giftItems',
      'cards',
      'prepaidCards',
      'shoppingCards',
      'partnerPending',
      'partnerWithdrawable',
    ]);
  });
});
