import { memberAssetKinds } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';

/** A member's balance now (minor units; members.balance, which the ledger keeps equal to its entries' sum). */
export async function memberBalance(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ balance: members.balance }).from(members).where(eq(members.id, memberId));
  return Number(row?.balance ?? 0);
}

/** The member's balance as an asset (deregistration's forfeits, the member centre). */
export const balanceAsset: MemberAssetProvider = {
  kind: memberAssetKinds.balance,
  async read(db, memberId) {
    return {
      kind: memberAssetKinds.balance,
      unit: 'money',
      amount: fromMinor(await memberBalance(db, memberId)),
      name: '余额',
    };
  },
};
