import { deliveryEndpoints as ep } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { findMemberAddress } from '../address/index.ts';
import { bestFit, checkPosition, dispatchStores, zonesOfStore } from './coverage.ts';
import { expressInfo, riderPosition } from './progress.ts';
import { confirmReceive } from './receipt.ts';

/** The delivery calls of SPEC §7: zones, address coverage, store choice, and a delivery order's progress. */
export function registerDelivery(app: FastifyInstance, deps: AppDeps): void {
  // Checkout asks which zone covers a delivery order's address (placefast, the settlement preview).
  registerEndpoint(app, deps, ep.getStoreTakeawayZones, ({ storeId }, ctx) => zonesOfStore(ctx, storeId));

  registerEndpoint(app, deps, ep.checkAddressReliability, async (input, ctx) => {
    if ('latitude' in input) return checkPosition(ctx, input.storeId, input);
    // An address id needs its owner: a guest has none, another member's reads as unknown.
    if (!ctx.member) throw new AppError('NOT_LOGGED_IN');
    const address = await findMemberAddress(ctx.db, ctx.member.uid, input.addressId);
    if (!address) throw new AppError('NOT_FOUND');
    // An address the geocoder could not place lies in no zone.
    if (!address.position) throw new AppError('DELIVERY_OUT_OF_RANGE');
    const { lat, lng } = address.position;
    return checkPosition(ctx, input.storeId, { latitude: lat, longitude: lng });
  });

  registerEndpoint(app, deps, ep.getBestFitStore, (input, ctx) => bestFit(ctx, input));
  registerEndpoint(app, deps, ep.getDispatchOrderStores, async (input, ctx) => ({
    stores: await dispatchStores(ctx, input),
  }));

  registerEndpoint(app, deps, ep.expressInfo, (input, ctx) =>
    expressInfo(ctx, ctx.member.uid, input.orderNo, ctx.locale),
  );
  registerEndpoint(app, deps, ep.queryTransporterRealTimePosition, (input, ctx) =>
    riderPosition(ctx, ctx.member.uid, input.orderNo),
  );
  registerEndpoint(app, deps, ep.confirmReceive, (input, ctx) =>
    confirmReceive(ctx, ctx.member.uid, input.orderNo),
  );
}
