import type { LatLon } from '@shop/domain';
import type { Db } from '../../db/client.ts';

/**
 * The position of one of the member's saved addresses; null when it is not theirs (or unknown). The address area
 * (decision 023) owns addresses; until its public face is on main no address id resolves.
 */
export async function memberAddressPosition(
  _db: Db,
  _memberId: number | null,
  _addressId: number,
): Promise<LatLon | null> {
  return null;
}
