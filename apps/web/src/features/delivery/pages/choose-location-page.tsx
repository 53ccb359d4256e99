import { coveringZone, type DeliveryZone, type LatLon, toMinor } from '@shop/domain';
import { useState } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { parseHash } from '../../../lib/router/location.ts';
import { back, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { currentStoreId } from '../../store/index.ts';
import { type StoreZones, useStoreZones } from '../api/store-zones.ts';
import { ZoneMap, zoneMapLabels } from '../components/zone-map.tsx';
import { keepChosenLocation } from '../state/chosen-location.ts';
import './location-pages.css';

type ZoneOut = StoreZones['zones'][number];

/** The wire zone in the domain's shape, to tell on the page which zone a tap falls in (the server decides later). */
function asDomainZone(z: ZoneOut): DeliveryZone {
  const terms = {
    id: String(z.zoneId),
    fee: toMinor(z.fee),
    minDeliveryPrice: toMinor(z.minDeliveryPrice),
    deliveryMinutes: z.deliveryMinutes,
    sort: z.sort,
  };
  return z.kind === 'polygon'
    ? {
        ...terms,
        kind: 'polygon',
        vertices: z.polygon.map(([longitude, latitude]) => ({ latitude, longitude })),
      }
    : { ...terms, kind: 'radius', maxMeters: z.maxMeters ?? 0, minMeters: z.minMeters ?? 0 };
}

function numberOr(text: string | undefined, fallback: number | null): number | null {
  const n = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(n) ? n : fallback;
}

/** Where to return: the `back` query when it is a path of this app, else the previous page. */
function returnTo(backQuery: string | undefined, at: LatLon) {
  if (backQuery?.startsWith('/')) {
    const route = parseHash(backQuery);
    keepChosenLocation(at, route.path);
    redirect(route.path, route.query);
    return;
  }
  keepChosenLocation(at, '');
  back();
}

function Chooser({
  data,
  initial,
  backQuery,
}: {
  data: StoreZones;
  initial: LatLon | null;
  backQuery?: string;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<LatLon | null>(initial);
  const zone = chosen && data.store ? coveringZone(data.zones.map(asDomainZone), chosen, data.store) : null;
  const wire = zone ? data.zones.find((z) => String(z.zoneId) === zone.id) : null;
  const setField = (field: keyof LatLon, text: string) => {
    const n = Number(text);
    if (text === '' || !Number.isFinite(n)) return;
    setChosen({
      latitude: chosen?.latitude ?? data.store?.latitude ?? 0,
      longitude: chosen?.longitude ?? data.store?.longitude ?? 0,
      [field]: n,
    });
  };
  return (
    <div className="location-page__body">
      <p className="location-page__hint">{t('delivery.choose.hint')}</p>
      <ZoneMap
        zones={data.zones}
        store={data.store}
        chosen={chosen}
        onPick={setChosen}
        description={t('delivery.choose.mapDescription')}
        testId="choose-location-map"
        labels={zoneMapLabels(t)}
      />
      <div className="location-page__fields">
        <label className="location-page__field">
          <span>{t('delivery.choose.latitude')}</span>
          <input
            inputMode="decimal"
            value={chosen?.latitude.toFixed(6) ?? ''}
            onChange={(e) => setField('latitude', e.target.value)}
            data-testid="choose-location-lat"
          />
        </label>
        <label className="location-page__field">
          <span>{t('delivery.choose.longitude')}</span>
          <input
            inputMode="decimal"
            value={chosen?.longitude.toFixed(6) ?? ''}
            onChange={(e) => setField('longitude', e.target.value)}
            data-testid="choose-location-lng"
          />
        </label>
      </div>
      <p
        className="location-page__zone"
        aria-live="polite"
        data-testid="choose-location-zone"
        data-in-zone={wire ? 'yes' : 'no'}
      >
        {chosen === null
          ? t('delivery.choose.none')
          : wire
            ? t('delivery.choose.inZone', {
                fee: formatAmount(wire.fee),
                minutes: String(wire.deliveryMinutes),
              })
            : t('errors.DELIVERY_OUT_OF_RANGE')}
      </p>
      <Button
        block
        disabled={chosen === null}
        onClick={() => chosen && returnTo(backQuery, chosen)}
        data-testid="choose-location-confirm"
      >
        {t('delivery.choose.confirm')}
      </Button>
    </div>
  );
}

/**
 * SPEC §2 system page /choose-location: the current store's delivery zones on the vector map; a tap (or the two
 * fields) chooses a point, which goes back to the opener (`back` query) through session storage
 * (takeChosenLocation). Optional `storeId`, `lat`, `lng` queries.
 */
export function ChooseLocationPage() {
  const t = useT();
  const { query } = useRoute();
  const storeId = numberOr(query.storeId, currentStoreId());
  const zones = useStoreZones(storeId);
  const lat = numberOr(query.lat, null);
  const lng = numberOr(query.lng, null);
  const initial = lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
  let body = <Skeleton height={280} radius={12} className="location-page__skeleton" />;
  if (zones.isError)
    body = <LoadFailed title={errorMessage(zones.error)} onRetry={() => void zones.refetch()} />;
  else if (zones.data) body = <Chooser data={zones.data} initial={initial} backQuery={query.back} />;
  return (
    <div className="location-page">
      <PageHeader title={t('delivery.choose.title')} />
      {body}
    </div>
  );
}
