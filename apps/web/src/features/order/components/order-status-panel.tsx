import type { OrderDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { pickupIsKey, statusLabelKey, statusNoteKey, statusTone } from './order-status.ts';
import { PayCountdown } from './pay-countdown.tsx';

interface StatusPanelProps {
  order: OrderDetailOut;
  /** Runs once when the time to pay is up. */
  onPayTimeUp: () => void;
}

/** The head of the detail page: the status, what it means, the time left to pay or the pickup number. */
export function OrderStatusPanel({ order, onPayTimeUp }: StatusPanelProps) {
  const t = useT();
  const tone = statusTone(order);
  const bigPickup = pickupIsKey(order);
  return (
    <section className={`order-status-panel order-status-panel--${tone}`} aria-live="polite">
      <h2 className="order-status-panel__status" data-testid="order-status" data-status={order.status}>
        {t(statusLabelKey(order))}
      </h2>
      {order.status === 'unpaid' && order.autoCancelAt ? (
        <PayCountdown
          endAt={order.autoCancelAt}
          onEnd={onPayTimeUp}
          variant="detail"
          className="order-status-panel__countdown"
        />
      ) : null}
      <p className="order-status-panel__note">{t(statusNoteKey(order))}</p>
      {bigPickup ? (
        <div className="order-status-panel__pickup" data-testid="order-pickup-no">
          <span className="order-status-panel__pickup-label">{t('order.pickupNo')}</span>
          <strong className="order-status-panel__pickup-no">{order.pickupNo}</strong>
        </div>
      ) : null}
    </section>
  );
}
