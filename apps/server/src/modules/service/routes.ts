import { deviceEndpoints, termsEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerClientVersionCheck } from './client-version.ts';
import { updateDeviceInfo } from './device-info.ts';
import { termsDocument, termsList } from './terms.ts';

/**
 * The service area: the store's terms documents (SPEC §2 account/termsList, account/terms: public, read-only) and
 * the native app's device registration (SPEC §3, §7), and the minimum client version every shopper call is held to
 * (SPEC §8 'low client version', decision 042).
 */
export function registerService(app: FastifyInstance, deps: AppDeps): void {
  registerClientVersionCheck(app, deps);
  registerEndpoint(app, deps, termsEndpoints.termsList, (input, ctx) => termsList(ctx, input));
  registerEndpoint(app, deps, termsEndpoints.terms, (input, ctx) => termsDocument(ctx, input));
  registerEndpoint(app, deps, deviceEndpoints.updateEshopAppDeviceInfo, (input, ctx) =>
    updateDeviceInfo(ctx, input),
  );
}
