import { type AddressOut, type addressEndpoints, addressPaths, type RequestOf } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { addressKeys } from './address-keys.ts';

const myAddressesRef = endpointRef<typeof addressEndpoints.myAddresses>(addressPaths.myAddresses);
const findAddressRef = endpointRef<typeof addressEndpoints.findAddress>(addressPaths.findAddress);
const addAddressRef = endpointRef<typeof addressEndpoints.addAddress>(addressPaths.addAddress);
const updateAddressRef = endpointRef<typeof addressEndpoints.updateAddress>(addressPaths.updateAddress);
const removeAddressRef = endpointRef<typeof addressEndpoints.removeAddress>(addressPaths.removeAddress);

/** The member's addresses, the default first; `enabled` false asks nothing (settlement outside delivery mode). */
export function useMyAddresses(enabled = true) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: addressKeys.mine(locale),
    queryFn: async () => (await call(myAddressesRef, {})).addresses,
    enabled: isLoggedIn && enabled,
  });
}

/** One of the member's addresses, for its edit form; not asked for while id is null (a new address). */
export function useAddress(id: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: addressKeys.one(id ?? 0, locale),
    queryFn: () => call(findAddressRef, { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type AddressFields = RequestOf<typeof addressEndpoints.addAddress>;

/** Every change to an address marks the area's lists stale, so the list shows it on return. */
function useAddressMutation<I, R extends AddressOut | { id: number }>(run: (input: I) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queries.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** Saves a new address, or changes the one with id. */
export function useSaveAddress(id: number | null) {
  return useAddressMutation((fields: AddressFields) =>
    id === null ? call(addAddressRef, fields) : call(updateAddressRef, { id, ...fields }),
  );
}

/** Makes an address the member's default. */
export function useSetDefault() {
  return useAddressMutation((id: number) => call(updateAddressRef, { id, isDefault: true }));
}

export function useRemoveAddress() {
  return useAddressMutation((id: number) => call(removeAddressRef, { id }));
}
