import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PayMethodPicker } from '../../payment/index.ts';
import type { GroupBuyForm } from '../state/use-group-buy.ts';

/** How the member pays a place: the methods the store allows for it, the balance when it falls short. */
export function PayChoice({ form }: { form: GroupBuyForm }) {
  const t = useT();
  const ids = useId();
  if (form.pay.pending) return <Skeleton height={120} radius={12} />;
  return (
    <section className="gb-section">
      <h2 className="gb-section__title" id={`${ids}-methods`}>
        {t('marketing.groupBuy.payWith')}
      </h2>
      <PayMethodPicker
        options={form.pay.options}
        selected={form.pay.chosen?.Code ?? null}
        onSelect={form.pay.setMethod}
        balance={{
          amount: form.pay.balance,
          short: form.pay.short,
          shortNote: 'marketing.groupBuy.balanceShort',
        }}
        labelledBy={`${ids}-methods`}
        name="group-buy-pay-method"
        look="cards"
      />
    </section>
  );
}
