import type { LatLon } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { currentStoreId } from '../../store/index.ts';
import { useStoreZones } from '../api/store-zones.ts';
import { ZoneMap, zoneMapLabels } from '../components/zone-map.tsx';
import './location-pages.css';

function positionOf(lat?: string, lng?: string): LatLon | null {
  const latitude = Number(lat);
  const longitude = Number(lng);
  const ok =
    lat &&
    lng &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  return ok ? { latitude, longitude } : null;
}

/**
 * SPEC §2 system page /open-location: one position (`lat`, `lng`, with its `name` and `address`) on the vector
 * map, beside the current store for scale. `kind=store` draws it as the store.
 */
export function OpenLocationPage() {
  const t = useT();
  const { query } = useRoute();
  const at = positionOf(query.lat, query.lng);
  const zones = useStoreZones(currentStoreId());
  const isStore = query.kind === 'store';
  const store = isStore ? at : (zones.data?.store ?? null);
  const name = query.name ?? '';
  const usual = zoneMapLabels(t);
  const labels = { ...usual, store: isStore && name ? name : usual.store, address: name || usual.address };
  return (
    <div className="location-page">
      <PageHeader title={name || t('delivery.open.title')} />
      {at ? (
        <div className="location-page__body">
          <ZoneMap
            zones={[]}
            store={store}
            address={isStore ? null : at}
            description={t('delivery.open.mapDescription', { place: name || t('delivery.map.address') })}
            testId="open-location-map"
            labels={labels}
          />
          <div className="location-page__place card">
            {name ? <h2 className="location-page__name">{name}</h2> : null}
            {query.address ? <p className="location-page__address">{query.address}</p> : null}
            <p className="location-page__coords" data-testid="open-location-coords">
              {t('delivery.open.coordinates', { lat: at.latitude.toFixed(6), lng: at.longitude.toFixed(6) })}
            </p>
          </div>
        </div>
      ) : (
        <EmptyState title={t('delivery.open.noPosition')} />
      )}
    </div>
  );
}
