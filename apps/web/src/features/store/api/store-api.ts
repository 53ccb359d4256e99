import type { storeEndpoints } from '@shop/contracts';
import { endpointRef } from '../../../lib/api/client.ts';

/** The store calls the app shell makes, as references (no zod on the home route; see EndpointRef). */
export const getStoreDataFast = endpointRef<typeof storeEndpoints.getStoreDataFast>('store/GetStoreDataFast');
export const nearbyStoreList = endpointRef<typeof storeEndpoints.nearbyStoreList>('Store/NearbyStoreList');
