import type { StoreInfo } from '@shop/contracts';
import { canSwitchStore } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useNearbyStores } from '../api/nearby-store-list.ts';
import { CannotSwitch } from '../components/cannot-switch.tsx';
import { LocationBar } from '../components/location-bar.tsx';
import { StoreList } from '../components/store-list.tsx';
import { usePosition } from '../state/use-position.ts';
import { useStore } from '../state/use-store.ts';
import { type CartOnSwitch, useStoreSwitch } from '../state/use-store-switch.ts';
import './nearby-stores-page.css';

function Picker({ info, cart }: { info: StoreInfo; cart: CartOnSwitch }) {
  const location = usePosition();
  const { choose, switchingId } = useStoreSwitch(cart);
  const [now] = useState(() => new Date());
  const position = location.result?.ok ? location.result.position : null;
  // Listed once the lookup has ended either way; paused during a switch, which drops the store's queries.
  const list = useNearbyStores(
    { position, ignoreStoreIds: info.settings.excludedStoreIds },
    location.result !== null && switchingId === null,
  );
  return (
    <>
      <LocationBar locating={location.locating} result={location.result} onRetry={location.retry} />
      <StoreList
        list={list}
        waiting={location.result === null}
        currentId={info.storeId}
        switchingId={switchingId}
        timeZone={info.timezone}
        now={now}
        onChoose={(store) => void choose(store)}
      />
    </>
  );
}

/**
 * The store picker (SPEC §2 chainStores/nearstore and nearstoreapp; /nearstores leads here): the chain's
 * stores nearest first when the position is known (SPEC §9), choosing one switches store (SPEC §4) and opens
 * the home page. A store that may not be switched away from says so instead. The route table shows it through
 * app/pages/store-picker-page.tsx, which hands it the cart.
 */
export function NearbyStoresPage({ cart }: { cart: CartOnSwitch }) {
  const t = useT();
  const { info } = useStore();
  return (
    <div className="store-picker">
      <PageHeader title={t('store.title')} />
      {info === null ? null : canSwitchStore(info) ? (
        <Picker info={info} cart={cart} />
      ) : (
        <CannotSwitch storeName={info.storeName} />
      )}
    </div>
  );
}
