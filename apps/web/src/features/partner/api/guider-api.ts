import { type partnerEndpoints, partnerPaths } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { clientKeys } from '../../../lib/client-state.ts';
import { positiveId } from '../../../lib/router/query-id.ts';
import { storage } from '../../../lib/storage.ts';

const guiderRef = endpointRef<typeof partnerEndpoints.guiderCookie>(partnerPaths.guiderCookie);

/**
 * Turns the guider a share link named (?guiderid=, kept at launch) into the guider cookie every call then carries
 * (Product/GetGuiderCookiesInfo, decision 081), once per store: an order placed with it credits that partner. A
 * guider who is no partner in force leaves nothing kept, and the id is not asked about again.
 */
export async function takeGuiderCookie(): Promise<void> {
  const guiderId = positiveId(storage.get(clientKeys.guiderId));
  if (!guiderId || storage.get(clientKeys.guiderCookie)) return;
  const { value } = await call(guiderRef, { guiderId });
  if (value) storage.set(clientKeys.guiderCookie, value);
  else storage.remove(clientKeys.guiderId);
}
