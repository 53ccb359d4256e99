import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { IconChevronRight, IconPin } from '../../../ui/icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { addressPaths, fromSettlement } from '../../address/index.ts';
import { deliveryTerms } from '../state/reservation-choice.ts';
import type { Settlement } from '../state/use-settlement.ts';
import { ReservationPicker } from './reservation-picker.tsx';

/** The address card: tapping it opens the address list, which comes back here with the one chosen. */
function AddressCard({ s }: { s: Settlement }) {
  const t = useT();
  const delivery = s.preview.data?.delivery ?? null;
  return (
    <button
      type="button"
      className="settle-address touch-44"
      onClick={() => navigate(addressPaths.select, fromSettlement)}
      data-testid="delivery-address"
    >
      <IconPin size={20} className="settle-address__icon" />
      {delivery ? (
        <span className="settle-address__text">
          <span className="settle-address__line">{delivery.addressText}</span>
          <span className="settle-address__who">
            {delivery.receiver} {delivery.phone}
          </span>
        </span>
      ) : (
        <span className="settle-address__text settle-address__text--empty">
          {t('checkout.chooseAddress')}
        </span>
      )}
      <span className="visually-hidden">{t('checkout.changeAddress')}</span>
      <IconChevronRight size={16} />
    </button>
  );
}

/**
 * Delivery mode's part of settlement (SPEC §5 checkout): where to (the address card), when (the reservation
 * picker: as soon as possible today, or a day of the store's window and one of its delivery windows, the zone's
 * minutes as lead), and what the goods still lack of the zone's minimum delivery price.
 */
export function DeliverySection({ s }: { s: Settlement }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const delivery = s.preview.data?.delivery ?? null;
  const inZone = delivery !== null && !s.problems.some((p) => p.Code === 'DELIVERY_OUT_OF_RANGE');
  return (
    <section className="settle-card card" aria-label={t('checkout.deliveryTo')}>
      <AddressCard s={s} />
      {delivery && inZone ? (
        <div className="settle-address__time">
          <ReservationPicker
            value={s.deliveryTime}
            onChange={s.setDeliveryTime}
            label={t('checkout.deliveryTime')}
            asapLabel={t('checkout.deliveryAsap', { minutes: delivery.deliveryMinutes })}
            timeTestId="delivery-time"
            {...deliveryTerms(delivery.deliveryMinutes)}
          />
        </div>
      ) : null}
      {delivery && delivery.shortfall > 0 ? (
        <p className="settle-note" data-testid="delivery-shortfall">
          {t('checkout.deliveryShortfall', {
            amount: formatMoney(toMinor(delivery.shortfall), currency),
            minimum: formatMoney(toMinor(delivery.minDeliveryPrice), currency),
          })}
        </p>
      ) : null}
    </section>
  );
}
