import type { OrderDetailOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { copyText } from '../../../lib/copy-share.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { payMethodKey } from './order-status.ts';
import { handoverTimeLabel, handoverTimeText, orderTime } from './order-time.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="order-facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Copies the order number; where the clipboard is refused the number is still selectable on screen. */
async function copyNumber(text: string, done: string) {
  if (await copyText(text)) toast(done, { kind: 'success' });
}

/** The order's particulars: number, times, how it was paid, contact, remark. */
export function OrderFacts({ order }: { order: OrderDetailOut }) {
  const t = useT();
  const when = (iso: string) => orderTime(iso, order);
  return (
    <section className="order-section card" aria-label={t('order.facts')}>
      <dl className="order-facts">
        <Fact label={t('order.orderNo')}>
          <span className="order-facts__no" data-testid="order-no">
            {order.orderNo}
          </span>
          <button
            type="button"
            className="order-facts__copy touch-44"
            onClick={() => void copyNumber(order.orderNo, t('common.copied'))}
          >
            {t('order.copy')}
          </button>
        </Fact>
        <Fact label={t('order.createdAt')}>{when(order.createdAt)}</Fact>
        <Fact label={t('order.mode')}>{t(`order.modes.${order.orderMode}`)}</Fact>
        <Fact label={handoverTimeLabel(order, t)}>{handoverTimeText(order, t)}</Fact>
        <Fact label={t('order.payMethodLabel')}>{t(payMethodKey(order.payMethod))}</Fact>
        {order.paidAt ? <Fact label={t('order.paidAt')}>{when(order.paidAt)}</Fact> : null}
        {order.contactPhone ? <Fact label={t('order.contactPhone')}>{order.contactPhone}</Fact> : null}
        {order.remark ? <Fact label={t('order.remark')}>{order.remark}</Fact> : null}
      </dl>
    </section>
  );
}
