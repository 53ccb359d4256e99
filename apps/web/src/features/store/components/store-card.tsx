import type { StoreSummary } from '@shop/contracts';
import { todaysHours } from '@shop/domain';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconChevronRight, IconPin } from '../../../ui/icons.tsx';
import { IconPhone } from '../../../ui/page-icons.tsx';
import { StoreBadge } from '../../../ui/store-badge.tsx';
import { formatDistance } from './format-distance.ts';
import './store-card.css';

interface StoreCardProps {
  store: StoreSummary;
  current: boolean;
  /** This card's switch is under way. */
  switching: boolean;
  /** Another switch is under way: the card cannot be chosen meanwhile. */
  disabled: boolean;
  /** The chain's time zone, for today's hours (the nearby list carries none per store). */
  timeZone: string;
  now: Date;
  onChoose: (store: StoreSummary) => void;
}

/** What `tel:` may carry: digits and a leading plus (the demo numbers are written "021-6288 1618"). */
function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, '')}`;
}

function Hours({ store, timeZone, now }: Pick<StoreCardProps, 'store' | 'timeZone' | 'now'>) {
  const t = useT();
  if (store.openingHours.length === 0) return null;
  const hours = todaysHours(store.openingHours, timeZone, now);
  return (
    <span className="store-card__hours">
      {hours ? t('store.todayHours', { hours }) : t('store.noHoursToday')}
    </span>
  );
}

/** The right of the card's foot: the switch under way, or a visual cue that the card can be chosen. */
function Action({ current, switching }: Pick<StoreCardProps, 'current' | 'switching'>) {
  const t = useT();
  if (switching) {
    return (
      <span className="store-card__action store-card__action--busy" role="status">
        <span className="store-card__spinner" aria-hidden="true" />
        {t('store.switching')}
      </span>
    );
  }
  if (current) return null;
  // The name's button already says this to assistive technology.
  return (
    <span className="store-card__action" aria-hidden="true">
      {t('store.choose')}
      <IconChevronRight size={14} />
    </span>
  );
}

/**
 * A store in the picker: name (the button that chooses it; the whole card is its tap area), distance, state
 * badge, today's hours, address and phone. The current store is outlined and labelled.
 */
export function StoreCard({ store, current, switching, disabled, timeZone, now, onChoose }: StoreCardProps) {
  const t = useT();
  const { locale } = useLocale();
  const distance = store.distanceInMeter === null ? null : formatDistance(store.distanceInMeter, locale);
  const classes = ['store-card card', current && 'store-card--current', switching && 'store-card--switching'];
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-current={current ? 'true' : undefined}
      data-testid="store-card"
    >
      <div className="store-card__head">
        <h2 className="store-card__name">
          <button
            type="button"
            className="store-card__pick clamp-2"
            disabled={disabled}
            aria-busy={switching || undefined}
            onClick={() => onChoose(store)}
          >
            {store.storeName}
          </button>
        </h2>
        {distance ? (
          <span className="store-card__distance">
            <span aria-hidden="true">{distance}</span>
            <span className="visually-hidden">{t('store.distanceAway', { distance })}</span>
          </span>
        ) : null}
      </div>
      <p className="store-badge-line">
        {current ? <span className="store-card__current">{t('store.current')}</span> : null}
        <StoreBadge state={store} />
        <Hours store={store} timeZone={timeZone} now={now} />
      </p>
      {store.address ? (
        <p className="store-card__address">
          <IconPin size={14} />
          <span>{store.address}</span>
        </p>
      ) : null}
      {store.tel || switching || !current ? (
        <div className="store-card__foot">
          {store.tel ? (
            <a
              className="store-card__tel touch-44"
              href={telHref(store.tel)}
              aria-label={t('store.call', { store: store.storeName, tel: store.tel })}
            >
              <IconPhone size={14} />
              <span>{store.tel}</span>
            </a>
          ) : null}
          <Action current={current} switching={switching} />
        </div>
      ) : null}
    </article>
  );
}
