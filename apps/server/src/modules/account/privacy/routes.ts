import { privacyEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerEndpoint } from '../../../platform/http/endpoints.ts';
import { cancelAgreePrivacy } from './cancel-agreement.ts';
import { deregister } from './deregister.ts';
import { forfeitedAssets } from './forfeited-assets.ts';

/** Withdrawing the privacy agreement and deregistering (SPEC §6, §7 customeraccount/). */
export function registerPrivacy(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, privacyEndpoints.cancelAgreePrivacy, (_input, ctx) => cancelAgreePrivacy(ctx));
  registerEndpoint(app, deps, privacyEndpoints.deregisterAssets, async (_input, ctx) => ({
    assets: await forfeitedAssets(ctx),
  }));
  registerEndpoint(app, deps, privacyEndpoints.disable, (input, ctx) => deregister(ctx, input));
}
