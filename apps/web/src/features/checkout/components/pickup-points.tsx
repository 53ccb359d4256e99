import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSelfTakeLocations } from '../api/self-take-locations.ts';

/**
 * Where a self-pickup order can be collected (SPEC §7 GetSelfTakelocations): shown only when the store has pickup
 * points besides its counter, since the counter alone is the store card above.
 */
export function PickupPoints() {
  const t = useT();
  const query = useSelfTakeLocations(true);
  const locations = query.data?.locations ?? [];
  if (locations.length < 2) return null;
  return (
    <div className="settle-pickup-points" data-testid="pickup-points">
      <p className="settle-row__label">{t('checkout.pickupPoints')}</p>
      <ul className="settle-pickup-points__list">
        {locations.map((place) => (
          <li key={place.id} className="settle-pickup-points__item">
            <span className="settle-pickup-points__name">
              {place.isCounter ? t('checkout.counter') : place.name}
            </span>
            <span className="settle-pickup-points__address">{place.address}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
