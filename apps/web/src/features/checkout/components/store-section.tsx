import type { PlaceOrderMode, SettlementPreviewOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconClock, IconStore } from '../../../ui/page-icons.tsx';
import { useStore } from '../../store/index.ts';
import { PickupPoints } from './pickup-points.tsx';

interface StoreSectionProps {
  preview: SettlementPreviewOut;
  mode: PlaceOrderMode;
  pickupTime: string;
  onPickupTime: (iso: string) => void;
}

/** The store the order is for, and when to pick it up: as soon as possible or a slot, in the store's time. */
export function StoreSection({ preview, mode, pickupTime, onPickupTime }: StoreSectionProps) {
  const t = useT();
  const { locale } = useLocale();
  const { info } = useStore();
  const timeZone = info?.timezone;
  return (
    <section className="settle-card card" aria-label={t('checkout.store')}>
      <div className="settle-store">
        <IconStore size={20} className="settle-store__icon" />
        <div className="settle-store__text">
          <p className="settle-store__name">{preview.storeName}</p>
          <p className="settle-store__address">{preview.storeAddress}</p>
        </div>
      </div>
      {mode === 'takeout' ? (
        <label className="settle-row settle-row--field">
          <span className="settle-row__label">
            <IconClock size={16} /> {t('checkout.pickupTime')}
          </span>
          <select
            className="settle-select"
            value={pickupTime}
            onChange={(e) => onPickupTime(e.target.value)}
            data-testid="pickup-time"
          >
            <option value="">{t('checkout.asap')}</option>
            {preview.pickupSlots.map((slot) => (
              <option key={slot} value={slot}>
                {formatDate(slot, 'time', { locale, timeZone })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {mode === 'takeout' ? <PickupPoints /> : null}
      {mode === 'queue' ? <p className="settle-note">{t('checkout.queueNote')}</p> : null}
    </section>
  );
}
