import type { ForfeitedAsset } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { members } from '../../../db/schema/account/member.ts';

/**
 * What one area holds for a member that deregistration forfeits (SPEC §6). Each area with something of value
 * adds its provider to `assetProviders` below (coupons and cards when they exist); the deregister page lists them
 * all, in this order.
 */
export type AssetProvider = (db: DbOrTx, memberId: number) => Promise<ForfeitedAsset[]>;

/** The member's balance and points, read together (members.balance and .points mirror their ledgers). */
const balanceAndPoints: AssetProvider = async (db, memberId) => {
  const [row] = await db
    .select({ balance: members.balance, points: members.points })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  const { balance, points } = row ?? { balance: 0, points: 0 };
  return [
    { kind: 'balance', unit: 'money', amount: fromMinor(balance), name: '余额' },
    { kind: 'points', unit: 'count', amount: points, name: '积分' },
  ];
};

export const assetProviders: readonly AssetProvider[] = [balanceAndPoints];

/** Everything the member would lose by deregistering now, provider by provider. */
export async function forfeitedAssets(db: DbOrTx, memberId: number): Promise<ForfeitedAsset[]> {
  const lists = await Promise.all(assetProviders.map((provide) => provide(db, memberId)));
  return lists.flat();
}
