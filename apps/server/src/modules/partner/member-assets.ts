import { memberAssetKinds } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';
import { accountOf } from './accounts.ts';

/** Partner profit waiting for its hold days (decision 048): forfeited with the account. */
export const pendingProfitAsset: MemberAssetProvider = {
  kind: memberAssetKinds.partnerPending,
  async read(db, memberId) {
    const { pending } = await accountOf(db, memberId);
    return {
      kind: memberAssetKinds.partnerPending,
      unit: 'money',
      amount: fromMinor(pending),
      name: '待结算收益',
    };
  },
};

/** Partner profit that may be cashed out now (0 while owed). */
export const withdrawableProfitAsset: MemberAssetProvider = {
  kind: memberAssetKinds.partnerWithdrawable,
  async read(db, memberId) {
    const { withdrawable } = await accountOf(db, memberId);
    return {
      kind: memberAssetKinds.partnerWithdrawable,
      unit: 'money',
      amount: fromMinor(Math.max(0, withdrawable)),
      name: '可提现收益',
    };
  },
};
