import type { StoreInfo } from '@shop/contracts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag } from '../../../lib/i18n/locale.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconPin } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IconLocate, IconMap, IconNavigate } from '../../../ui/page-icons.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../ui/button.css';
import { useStoreDetails } from '../api/store-details.ts';
import { formatMeters, mapLinks, planLayout } from '../components/plan-geometry.ts';
import { StorePlan } from '../components/store-plan.tsx';
import { type PositionState, usePosition } from '../state/use-position.ts';
import './store-map-page.css';

const planSize = { width: 360, height: 280 };

/** What the shopper's position adds: the distance, a note while it is looked up, or why it is unknown. */
function PositionLine(props: { distance: number | null; far: boolean; position: PositionState }) {
  const t = useT();
  const { locale } = useLocale();
  const { distance, far, position } = props;
  if (distance !== null) {
    return (
      <p className="store-map__distance" data-testid="store-map-distance">
        <IconLocate size={16} />
        {t(far ? 'store.map.farAway' : 'store.map.distance', {
          distance: formatMeters(distance, intlTag(locale)),
        })}
      </p>
    );
  }
  if (position.locating) return <p className="store-map__distance">{t('store.locating')}</p>;
  return (
    <p className="store-map__distance store-map__distance--none">
      {t('store.map.noPosition')}
      <button type="button" className="store-map__retry touch-44" onClick={position.retry}>
        {t('store.retryLocation')}
      </button>
    </p>
  );
}

function MapCard({ store }: { store: StoreInfo & { latitude: number; longitude: number } }) {
  const t = useT();
  const { locale } = useLocale();
  const position = usePosition();
  const me = position.result?.ok ? position.result.position : null;
  const plan = planLayout(store, me, planSize, { margin: 48 });
  const scaleLabel = formatMeters(plan.scale.metres, intlTag(locale));
  const links = mapLinks(store, store.storeName);
  const distanceText = plan.distance === null ? '' : formatMeters(plan.distance, intlTag(locale));
  const description = plan.me
    ? t('store.map.planWithYou', { store: store.storeName, distance: distanceText })
    : t('store.map.plan', { store: store.storeName });
  return (
    <>
      <div className="store-map__plan card">
        <StorePlan
          plan={plan}
          storeName={store.storeName}
          scaleLabel={scaleLabel}
          description={description}
        />
      </div>
      <section className="store-map__details card">
        <h2 className="store-map__name">{store.storeName}</h2>
        <p className="store-map__address">
          <IconPin size={16} />
          <span>{store.address}</span>
        </p>
        <PositionLine distance={plan.distance} far={me !== null && plan.me === null} position={position} />
        <div className="store-map__links">
          <a className="btn btn--primary btn--md" href={links.geo} data-testid="store-map-geo">
            <IconNavigate size={16} />
            {t('store.map.openApp')}
          </a>
          <a
            className="btn btn--secondary btn--md"
            href={links.web}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="store-map-web"
          >
            <IconMap size={16} />
            {t('store.map.openWeb')}
          </a>
        </div>
      </section>
    </>
  );
}

/** The store map (SPEC §2 account/map): a vector plan of the store and the shopper, and links to a map app. */
export function StoreMapPage() {
  const t = useT();
  const details = useStoreDetails();
  const store = details.data;
  let body = (
    <div className="store-map__plan card" aria-hidden="true">
      <Skeleton height={planSize.height} radius={12} />
    </div>
  );
  if (details.isError)
    body = <LoadFailed title={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
  else if (store && store.latitude !== null && store.longitude !== null) {
    body = <MapCard store={{ ...store, latitude: store.latitude, longitude: store.longitude }} />;
  } else if (store) {
    body = (
      <EmptyState icon={<IconMap size={40} />} title={t('store.map.noStorePosition')} text={store.address} />
    );
  }
  return (
    <div className="store-map-page">
      <PageHeader title={t('store.map.title')} />
      {body}
    </div>
  );
}
