import { distanceInMeters } from '@shop/domain';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { RiderPosition } from '../api/order-progress.ts';
import { formatDistance } from './delivery-labels.ts';
import { ZoneMap, zoneMapLabels } from './zone-map.tsx';

/** The order's map: its zone, the store, the address and, while on the way, the rider; described in words. */
export function RiderMap({ position }: { position: RiderPosition }) {
  const t = useT();
  const { locale } = useLocale();
  const { rider, address, store, zone } = position;
  const riderText = rider
    ? t('delivery.map.describeRider', { distance: formatDistance(distanceInMeters(rider, address), locale) })
    : '';
  const description = `${t('delivery.map.describe')} ${riderText}`.trim();
  return (
    <ZoneMap
      zones={zone ? [zone] : []}
      store={store}
      address={address}
      rider={rider}
      description={description}
      testId="delivery-map"
      labels={zoneMapLabels(t)}
    />
  );
}
