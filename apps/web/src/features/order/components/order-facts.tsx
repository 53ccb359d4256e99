import type { OrderDetailOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { payMethodKey } from './order-status.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="order-facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Copies the order number; where the clipboard is refused the number is still selectable on screen. */
async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(done, { kind: 'success' });
  } catch {
    // Left to a long press on the number.
  }
}

/** The order's particulars: number, times, how it was paid, contact, remark. */
export function OrderFacts({ order }: { order: OrderDetailOut }) {
  const t = useT();
  const when = (iso: string) => formatDate(iso, 'long');
  return (
    <section className="order-section card" aria-label={t('orders.facts')}>
      <dl className="order-facts">
        <Fact label={t('orders.orderNo')}>
          <span className="order-facts__no" data-testid="order-no">
            {order.orderNo}
          </span>
          <button
            type="button"
            className="order-facts__copy"
            onClick={() => void copyText(order.orderNo, t('common.copied'))}
          >
            {t('orders.copy')}
          </button>
        </Fact>
        <Fact label={t('orders.createdAt')}>{when(order.createdAt)}</Fact>
        <Fact label={t('orders.mode')}>{t(`orders.modes.${order.orderMode}`)}</Fact>
        <Fact label={t('orders.pickupTime')}>
          {order.pickupTime ? when(order.pickupTime) : t('orders.pickupAsap')}
        </Fact>
        <Fact label={t('orders.payMethodLabel')}>{t(payMethodKey(order.payMethod))}</Fact>
        {order.paidAt ? <Fact label={t('orders.paidAt')}>{when(order.paidAt)}</Fact> : null}
        {order.contactPhone ? <Fact label={t('orders.contactPhone')}>{order.contactPhone}</Fact> : null}
        {order.remark ? <Fact label={t('orders.remark')}>{order.remark}</Fact> : null}
      </dl>
    </section>
  );
}
