import { deviceEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerEndpoint } from '../../platform/http/endpoints.ts';
import { updateDeviceInfo } from './device-info.ts';

/** The service area: the native app's device registration (SPEC §3, §7). */
export function registerService(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, deviceEndpoints.updateEshopAppDeviceInfo, (input, ctx) =>
    updateDeviceInfo(ctx, input),
  );
}
