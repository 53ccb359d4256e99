import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { IconChevronRight, IconPin } from '../../../ui/icons.tsx';
import { IconClock } from '../../../ui/page-icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { addressPaths, fromSettlement } from '../../address/index.ts';
import type { Settlement } from '../state/use-settlement.ts';

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
 * Delivery mode's part of settlement (SPEC §5 checkout): where to (the address card), when (as soon as possible or
 * a slot of the zone), and what the goods still lack of the zone's minimum delivery price.
 */
export function DeliverySection({ s }: { s: Settlement }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const delivery = s.preview.data?.delivery ?? null;
  const asap = delivery?.slots.find((slot) => slot.asap);
  const timed = delivery?.slots.filter((slot) => !slot.asap) ?? [];
  return (
    <section className="settle-card card" aria-label={t('checkout.deliveryTo')}>
      <AddressCard s={s} />
      {delivery && delivery.slots.length > 0 ? (
        <label className="settle-row settle-row--field settle-address__time">
          <span className="settle-row__label">
            <IconClock size={16} /> {t('checkout.deliveryTime')}
          </span>
          <select
            className="settle-select"
            value={s.deliveryTime}
            onChange={(e) => s.setDeliveryTime(e.target.value)}
            data-testid="delivery-time"
          >
            {asap ? (
              <option value="">{t('checkout.deliveryAsap', { minutes: delivery.deliveryMinutes })}</option>
            ) : null}
            {timed.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {`${slot.startLabel}–${slot.endLabel}`}
              </option>
            ))}
          </select>
        </label>
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
