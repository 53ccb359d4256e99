import { addressForOrder, useMyAddresses } from '../../address/index.ts';

/**
 * The address a delivery order goes to (SPEC §3 FASTORDERADDRESS): the one chosen on this device while it is still
 * the member's, else their default. The list is asked for only in delivery mode.
 */
export function useDeliveryAddress(delivering: boolean) {
  const addresses = useMyAddresses(delivering);
  const chosen = delivering && addresses.data ? addressForOrder(addresses.data) : null;
  return {
    chosen,
    /** The list is in (an empty list is known too): settlement can tell "none saved" from "still loading". */
    known: addresses.data !== undefined,
    refetch: addresses.refetch,
  };
}
