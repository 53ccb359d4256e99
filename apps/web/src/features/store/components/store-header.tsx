import type { StoreInfo } from '@shop/contracts';
import { canSwitchStore, storeState, todaysHours } from '@shop/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconPin, IconSwap } from '../../../ui/icons.tsx';
import { StoreBadge } from '../../../ui/store-badge.tsx';
import './store-header.css';

/** The store picker of SPEC §2 (chainStores/nearstore). */
export const storePickerPath = '/subpackages/chainStores/nearstore';

/** The current time, refreshed every minute so the open/closed badge follows the clock. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The logo-and-name block: a link to the picker when the shopper may switch, plain otherwise (no dead end). */
function Main({ switchable, children }: { switchable: boolean; children: ReactNode }) {
  return switchable ? (
    <Link to={storePickerPath} className="store-header__main">
      {children}
    </Link>
  ) : (
    <div className="store-header__main">{children}</div>
  );
}

/**
 * The top of the home page: the store's logo, name, state badge with today's hours, and address; with a
 * "Switch" button to the store picker when SPEC §4 lets the shopper change store.
 */
export function StoreHeader({ info }: { info: StoreInfo }) {
  const t = useT();
  const now = useMinuteClock();
  const state = storeState(info.storeStatus, info.openingHours, now, info.timezone);
  const hours = todaysHours(info.openingHours, info.timezone, now);
  const switchable = canSwitchStore(info);
  return (
    <header className="store-header">
      <Main switchable={switchable}>
        <img
          className="store-header__logo"
          src={info.logoUrl}
          alt=""
          width={52}
          height={52}
          decoding="async"
        />
        <div className="store-header__text">
          <h1 className="store-header__name clamp-2">{info.storeName}</h1>
          <p className="store-badge-line">
            <StoreBadge state={state} />
            {hours ? <span className="store-header__hours">{t('store.todayHours', { hours })}</span> : null}
          </p>
          {info.address ? (
            <p className="store-header__address">
              <IconPin size={13} />
              <span>{info.address}</span>
            </p>
          ) : null}
        </div>
      </Main>
      {switchable ? (
        <Link to={storePickerPath} className="store-header__switch touch-44">
          <span className="store-header__switch-icon">
            <IconSwap size={16} />
          </span>
          <span className="store-header__switch-label">{t('store.switchStore')}</span>
        </Link>
      ) : null}
    </header>
  );
}
