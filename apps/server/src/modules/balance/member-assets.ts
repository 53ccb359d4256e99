import { memberAssetKinds } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';

/** The member's balance (members.balance, which the ledger keeps equal to the sum of its entries). */
export const balanceAsset: MemberAssetProvider = {
  kind: memberAssetKinds.balance,
  async read(db, memberId) {
    const [row] = await db.select({ balance: members.balance }).from(members).where(eq(members.id, memberId));
    return {
      kind: memberAssetKinds.balance,
      unit: 'money',
      amount: fromMinor(row?.balance ?? 0),
      name: '余额',
    };
  },
};
