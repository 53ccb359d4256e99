import { memberAssetKinds } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';

/** The member's points (members.points, which the ledger keeps equal to the sum of its entries). */
export const pointsAsset: MemberAssetProvider = {
  kind: memberAssetKinds.points,
  async read(db, memberId) {
    const [row] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId));
    return { kind: memberAssetKinds.points, unit: 'count', amount: row?.points ?? 0, name: '积分' };
  },
};
