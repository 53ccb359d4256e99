import type { BalanceEntryOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';

/** The SPEC §3 ledger reasons the pages name; a reason added later is named by its kind. */
const reasonKeys: Record<string, MessageKey> = {
  top_up: 'balance.reason.top_up',
  top_up_gift: 'balance.reason.top_up_gift',
  gift: 'balance.reason.gift',
  order_payment: 'balance.reason.order_payment',
  refund: 'balance.reason.refund',
  manual_edit: 'balance.reason.manual_edit',
  level_upgrade: 'balance.reason.level_upgrade',
  group_meal_deposit: 'balance.reason.group_meal_deposit',
  coupon_purchase: 'balance.reason.coupon_purchase',
  balance_spend: 'balance.reason.balance_spend',
  gift_package_purchase: 'balance.reason.gift_package_purchase',
  points_exchange: 'balance.reason.points_exchange',
};

/** What an entry was, in words: its reason. */
export function useEntryWords(): (entry: Pick<BalanceEntryOut, 'reason' | 'kind'>) => string {
  const t = useT();
  return (entry) => t(reasonKeys[entry.reason] ?? `balance.kind.${entry.kind}`);
}
