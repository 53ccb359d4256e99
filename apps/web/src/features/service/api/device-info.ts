import { type deviceEndpoints, devicePaths, type RequestOf } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const updateDeviceInfoRef = endpointRef<typeof deviceEndpoints.updateEshopAppDeviceInfo>(
  devicePaths.updateEshopAppDeviceInfo,
);

export type DeviceInfo = RequestOf<typeof deviceEndpoints.updateEshopAppDeviceInfo>;

/** Reports the native app's push token for whoever is logged in now (nobody, for a guest). */
export async function sendDeviceInfo(info: DeviceInfo): Promise<void> {
  await call(updateDeviceInfoRef, info);
}
