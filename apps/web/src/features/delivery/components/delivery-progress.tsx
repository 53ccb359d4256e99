import { useEffect, useRef } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm, errorMessage, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { useConfirmReceive, useExpressInfo, useRiderPosition } from '../api/order-progress.ts';
import type { DeliveryOrderRef } from './delivery-order-ref.ts';
import { DeliveryTimeline } from './delivery-timeline.tsx';
import { RiderMap } from './rider-map.tsx';
import './delivery-progress.css';

const openStatuses = ['pending', 'accepted', 'delivering', 'delivered'];

/** The order's own status follows the delivery's: the page reads the order again whenever the delivery moves. */
function useFollowOrder(state: string | null | undefined, onMoved: () => void) {
  const last = useRef(state);
  useEffect(() => {
    if (state === undefined || last.current === state) return;
    const moved = last.current !== undefined;
    last.current = state;
    if (moved) onMoved();
  }, [state, onMoved]);
}

function ConfirmReceipt({ orderNo, onMoved }: { orderNo: string; onMoved: () => void }) {
  const t = useT();
  const confirming = useConfirmReceive(orderNo);
  const ask = async () => {
    const sure = await confirm({
      title: t('delivery.confirmTitle'),
      message: t('delivery.confirmQuestion'),
      okText: t('delivery.confirmOk'),
      cancelText: t('delivery.confirmCancel'),
    });
    if (!sure) return;
    try {
      await confirming.mutateAsync();
      toast(t('delivery.confirmDone'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    }
    onMoved();
  };
  return (
    <Button
      block
      loading={confirming.isPending}
      onClick={() => void ask()}
      data-testid="delivery-confirm-receipt"
    >
      {t('delivery.confirm')}
    </Button>
  );
}

/**
 * A delivery order's progress on its detail page (SPEC §4 delivery states): the rider on the zone map, the
 * courier, the timeline, and "confirm receipt" once delivered. Refreshes by itself while the delivery can move;
 * `onMoved` is the page's own refresh of its order, called when the delivery moves and after a receipt.
 */
export function DeliveryProgress({ order, onMoved }: { order: DeliveryOrderRef; onMoved: () => void }) {
  const t = useT();
  const live = openStatuses.includes(order.status);
  const express = useExpressInfo(order.orderNo, live);
  const position = useRiderPosition(order.orderNo, live);
  useFollowOrder(express.data?.state, onMoved);
  const info = express.data;
  return (
    <section
      className="order-section card delivery-progress"
      aria-labelledby="delivery-progress-title"
      data-testid="delivery-progress"
      data-state={info?.state ?? 'none'}
    >
      <h2 id="delivery-progress-title" className="delivery-progress__title">
        {t('delivery.progressTitle')}
      </h2>
      {position.data ? <RiderMap position={position.data} /> : null}
      {express.isError ? (
        <p className="delivery-progress__error" role="alert">
          {errorMessage(express.error)}
        </p>
      ) : null}
      {info ? (
        <>
          <p className="delivery-progress__to" data-testid="delivery-address">
            <span>{t('delivery.deliverTo', { addr: info.address.addr })}</span>{' '}
            <Link
              className="delivery-progress__call touch-44"
              to="/open-location"
              query={{
                lat: String(info.address.lat),
                lng: String(info.address.lng),
                kind: 'address',
                name: info.address.receiver,
                address: info.address.addr,
              }}
              data-testid="delivery-address-map"
            >
              {t('delivery.viewMap')}
            </Link>
          </p>
          <p className="delivery-progress__courier" data-testid="delivery-courier">
            {info.courier ? (
              <>
                {t('delivery.courier', { name: info.courier.name })}{' '}
                <a className="delivery-progress__call touch-44" href={`tel:${info.courier.phone}`}>
                  {info.courier.phone}
                </a>
              </>
            ) : (
              t('delivery.noCourierYet')
            )}
          </p>
          <DeliveryTimeline info={info} />
          {info.autoConfirmAt ? (
            <p className="delivery-progress__auto">
              {t('delivery.autoConfirm', {
                time: formatDate(info.autoConfirmAt, 'shortMDHM', {
                  timeZone: info.storeTimezone || undefined,
                }),
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {order.status === 'delivered' ? <ConfirmReceipt orderNo={order.orderNo} onMoved={onMoved} /> : null}
    </section>
  );
}
