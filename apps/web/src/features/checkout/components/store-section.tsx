import type { PlaceOrderMode, SettlementPreviewOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconStore } from '../../../ui/page-icons.tsx';
import { PickupPoints } from './pickup-points.tsx';
import { ReservationPicker } from './reservation-picker.tsx';

interface StoreSectionProps {
  preview: SettlementPreviewOut;
  mode: PlaceOrderMode;
  pickupTime: string;
  onPickupTime: (iso: string) => void;
}

/** The store the order is for, and when to pick it up: as soon as possible, or a day and time of the store's. */
export function StoreSection({ preview, mode, pickupTime, onPickupTime }: StoreSectionProps) {
  const t = useT();
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
        <ReservationPicker value={pickupTime} onChange={onPickupTime} label={t('checkout.pickupTime')} />
      ) : null}
      {mode === 'takeout' ? <PickupPoints /> : null}
      {mode === 'queue' ? <p className="settle-note">{t('checkout.queueNote')}</p> : null}
    </section>
  );
}
