import { storeEndpoints as ep } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { nearbyStores, nearestStore } from './chain-service.ts';
import { storeData } from './service.ts';

/** The store calls of SPEC §7: store info and the nearby-store lookups (page structures are customize's). */
export function registerStore(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, ep.getStoreDataFast, (input, ctx) => storeData(ctx, input.storeId, input));
  // storeUserId is the store's own id here, so the lookup by user id answers the same store.
  registerEndpoint(app, deps, ep.getStoreDataById, (input, ctx) =>
    storeData(ctx, input.userId, { includeLatLon: true }),
  );
  registerEndpoint(app, deps, ep.nearestStore, (input, ctx) => nearestStore(ctx, input));
  registerEndpoint(app, deps, ep.nearbyStoreList, (input, ctx) => {
    const from =
      input.latitude !== undefined && input.longitude !== undefined
        ? { latitude: input.latitude, longitude: input.longitude }
        : null;
    return nearbyStores(ctx, { ...input, from });
  });
}
