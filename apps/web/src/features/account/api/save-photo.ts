import { type profileEndpoints, profilePaths } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const savePhotoRef = endpointRef<typeof profileEndpoints.savePhoto>(profilePaths.savePhoto);

/** Uploads an avatar image (its bytes as base64); resolves to where the server now serves it. */
export async function savePhoto(imageBase64: string): Promise<string> {
  const { photoPath } = await call(savePhotoRef, { image: imageBase64 });
  return photoPath;
}
