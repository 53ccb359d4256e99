import {
  type CustomerAttributeWithValue,
  type CustomerBaseInfo,
  type profileEndpoints,
  profilePaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';

export const getCustomerBaseInfoRef = endpointRef<typeof profileEndpoints.getCustomerBaseInfo>(
  profilePaths.getCustomerBaseInfo,
);
export const loadAttributesRef = endpointRef<typeof profileEndpoints.loadUserCustomerAttributeWithValue>(
  profilePaths.loadUserCustomerAttributeWithValue,
);
export const updateCustomerArchivesRef = endpointRef<typeof profileEndpoints.updateCustomerArchives>(
  profilePaths.updateCustomerArchives,
);

/**
 * Query keys of the profile, under the account root that every session change resets; the custom fields' labels
 * and options are store text, so the key ends with the locale (textKey).
 */
export const profileKeys = {
  all: ['account', 'profile'] as const,
  of: (storeId: number | null, locale: Locale) => textKey(['account', 'profile', storeId], locale),
};

export interface Profile {
  base: CustomerBaseInfo;
  attributes: CustomerAttributeWithValue[];
}

/** The member's built-in fields and the store's attributes, both with their rules, fetched together. */
async function loadProfile(): Promise<Profile> {
  const [base, { attributes }] = await Promise.all([
    call(getCustomerBaseInfoRef, {}),
    call(loadAttributesRef, {}),
  ]);
  return { base, attributes };
}

/** The logged-in member's profile; read anew on every visit (a once-only field may have been set elsewhere). */
export function useProfile() {
  const { isLoggedIn } = useSession();
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: profileKeys.of(storeId, locale),
    queryFn: loadProfile,
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

export type ProfileChanges = RequestOf<typeof profileEndpoints.updateCustomerArchives>;

/** Saves built-in fields and attribute values together (all or nothing on the server). */
export async function saveProfile(changes: ProfileChanges): Promise<void> {
  await call(updateCustomerArchivesRef, changes);
}
