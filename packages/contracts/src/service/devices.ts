import { z } from 'zod';
import { devicePaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/** SPEC §9 device type codes. */
export const deviceTypeCodes = { ios: 1, android: 2 } as const;

/** The native wrapper's device registration (SPEC §3, §7 customeraccount/UpdateEshopAppDeviceInfo). */
export const deviceEndpoints = {
  /**
   * Stores or refreshes the device's push token, tied to the logged-in member (none for a guest, so a device
   * whose member logged out stops receiving that member's notifications).
   */
  updateEshopAppDeviceInfo: endpoint({
    path: devicePaths.updateEshopAppDeviceInfo,
    access: 'public',
    request: z.strictObject({
      // APNs tokens are 64 hex digits, FCM ones about 160 URL-safe characters: printable ASCII, no spaces.
      deviceToken: z
        .string()
        .min(8)
        .max(512)
        .regex(/^[\x21-\x7e]+$/),
      deviceType: z.union([z.literal(deviceTypeCodes.ios), z.literal(deviceTypeCodes.android)]),
      language: z
        .string()
        .min(2)
        .max(16)
        .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/),
    }),
    result: z.object({ registered: z.literal(true) }),
  }),
};
