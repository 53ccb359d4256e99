import type { StoreInfo } from '@shop/contracts';
import { localTime, namedLink, storeState } from '@shop/domain';
import { useEffect, useState } from 'react';
import { Link } from '../../../app/router/use-route.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconPin, IconSwap } from './home-icons.tsx';
import './store-header.css';

export type StoreBadge = 'open' | 'outsideHours' | 'tempClosed' | 'closed' | 'reservationOnly';

/** The state the header shows (SPEC §4 store states, plus "outside business hours" for an open store). */
export function storeBadge(state: {
  storeStatus: StoreInfo['storeStatus'];
  isOutBizTime: boolean;
}): StoreBadge {
  switch (state.storeStatus) {
    case 'temp_closed':
      return 'tempClosed';
    case 'closed':
      return 'closed';
    case 'reservation_only':
      return 'reservationOnly';
    default:
      return state.isOutBizTime ? 'outsideHours' : 'open';
  }
}

/** Today's opening hours in the store's time zone, e.g. "07:00–22:00"; '' when it has none today. */
export function todaysHours(info: Pick<StoreInfo, 'openingHours' | 'timezone'>, now: Date): string {
  const { weekday } = localTime(now, info.timezone);
  return info.openingHours
    .filter((h) => h.weekday === weekday)
    .map((h) => `${h.open}–${h.close}`)
    .join(', ');
}

/** The current time, refreshed every minute so the open/closed badge follows the clock. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** SPEC §4: switching store needs a chain open to several stores, outside platform mode 2. */
function canSwitchStore(info: StoreInfo): boolean {
  return info.isChainStore && info.isOpenMulMiniAppStore && info.PlatformMode !== 2;
}

/** The top of the home page: the store's logo, name, state badge with today's hours, and address. */
export function StoreHeader({ info }: { info: StoreInfo }) {
  const t = useT();
  const now = useMinuteClock();
  const state = storeState(info.storeStatus, info.openingHours, now, info.timezone);
  const badge = storeBadge(state);
  const hours = todaysHours(info, now);
  const storeInfoLink = namedLink('storeInfo');
  return (
    <header className="store-header">
      <Link to={storeInfoLink.path} query={storeInfoLink.query} className="store-header__main">
        <img
          className="store-header__logo"
          src={info.logoUrl}
          alt=""
          width={52}
          height={52}
          decoding="async"
        />
        <div className="store-header__text">
          <h1 className="store-header__name">{info.storeName}</h1>
          <p className="store-header__state">
            <span className={`store-badge store-badge--${badge}`}>{t(`home.status.${badge}`)}</span>
            {hours ? <span className="store-header__hours">{t('home.todayHours', { hours })}</span> : null}
          </p>
          {info.address ? (
            <p className="store-header__address">
              <IconPin size={13} />
              <span>{info.address}</span>
            </p>
          ) : null}
        </div>
      </Link>
      {canSwitchStore(info) ? (
        <Link to="/subpackages/chainStores/nearstore" className="store-header__switch">
          <span className="store-header__switch-icon">
            <IconSwap size={16} />
          </span>
          <span className="store-header__switch-label">{t('home.switchStore')}</span>
        </Link>
      ) : null}
    </header>
  );
}
