import type { PayCodeChargeOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';

/** A charge the till just took, as it appears on the page by itself: amount, store, the balance after it. */
export function PayCodePaid({ charge, onDone }: { charge: PayCodeChargeOut; onDone: () => void }) {
  const t = useT();
  return (
    <section className="pay-code-charge pay-code-charge--paid card" role="status" data-testid="pay-code-paid">
      <h2 className="pay-code-charge__title">{t('balance.payCode.paidTitle')}</h2>
      <p className="pay-code-charge__store">{charge.storeName}</p>
      <Price minor={toMinor(charge.amount)} size="lg" />
      {charge.balanceAfter !== null ? (
        <p className="pay-code-charge__hint" data-testid="pay-code-paid-balance">
          {t('balance.payCode.balanceAfter')} <Price minor={toMinor(charge.balanceAfter)} size="sm" />
        </p>
      ) : null}
      <Button block onClick={onDone} data-testid="pay-code-paid-done">
        {t('balance.payCode.done')}
      </Button>
    </section>
  );
}
