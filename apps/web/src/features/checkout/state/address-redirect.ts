import { needsAddressChoice } from '@shop/domain';
import { useEffect, useState } from 'react';
import { navigate } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import {
  addressForOrder,
  addressPaths,
  fromMenu,
  fromSettlement,
  useMyAddresses,
} from '../../address/index.ts';
import { useStore } from '../../store/index.ts';

/**
 * SPEC §4: switching to delivery with no saved address sends the shopper to address selection (unless the store
 * runs in platform mode 2; this app has no cooperative cart here and shows the nearby-store view). Returns the
 * function to call once the switch to delivery is made; choosing or adding an address goes back where the switch is.
 */
export function useAddressRedirect(atSettlement: boolean): () => void {
  const { isLoggedIn } = useSession();
  const { info } = useStore();
  const [asked, setAsked] = useState(false);
  const addresses = useMyAddresses(asked);
  useEffect(() => {
    if (!asked || (isLoggedIn && !addresses.data)) return;
    setAsked(false);
    const hasAddress = addresses.data ? addressForOrder(addresses.data) !== null : false;
    const ctx = { platformMode: info?.PlatformMode ?? 0, cooperativeCart: false, skipNearbyView: false };
    // A guest has none: the address list is a member page, which asks them to log in first (SPEC §6).
    if (needsAddressChoice('package', hasAddress, ctx))
      navigate(addressPaths.select, atSettlement ? fromSettlement : fromMenu);
  }, [asked, isLoggedIn, addresses.data, info, atSettlement]);
  return () => setAsked(true);
}
