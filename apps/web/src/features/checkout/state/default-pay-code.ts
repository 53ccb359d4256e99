import { session } from '../../../lib/session/session.ts';
import { prefetchPayInfo } from '../../payment/index.ts';
import { currentOrderMode, currentStoreId } from '../../store/index.ts';

/**
 * The loadDefaultPayCode step of SPEC §4 app initialisation: for a member, fetches the store's payment options
 * ahead of time, so settlement opens with its default selection (pay-selection.ts) at once. Not awaited: the
 * start must not wait for it, and a failure is only seen again, with its message, on the settlement page.
 */
export async function loadDefaultPayCode(): Promise<void> {
  const storeId = currentStoreId();
  if (!session.token() || storeId === null) return;
  void prefetchPayInfo(storeId, currentOrderMode());
}
