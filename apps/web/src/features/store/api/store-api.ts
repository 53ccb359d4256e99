import { type storeEndpoints, storePaths } from '@shop/contracts';
import { endpointRef } from '../../../lib/api/client.ts';

/** The store calls the app shell makes, as references (no zod on the home route; see EndpointRef). */
export const getStoreDataFast = endpointRef<typeof storeEndpoints.getStoreDataFast>(
  storePaths.getStoreDataFast,
);
export const nearbyStoreList = endpointRef<typeof storeEndpoints.nearbyStoreList>(storePaths.nearbyStoreList);
