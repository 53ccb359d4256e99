import type { StoreSummary } from '@shop/contracts';
import { homePath } from '@shop/domain';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { confirm, toastError } from '../../../ui/feedback/feedback.ts';
import { switchStore } from './switch-store.ts';
import { useStore } from './use-store.ts';

/**
 * What a switch needs of the cart: whether it holds anything, and sending its waiting changes. The app composes it
 * from the cart area (app/pages/store-picker-page.tsx), which itself reads the store: store does not import cart.
 */
export interface CartOnSwitch {
  hasItems: boolean;
  flush: () => Promise<unknown>;
}

/** The picker's choose action, wired to the cart, the dialogs, the store state and the router. */
export function useStoreSwitch(cart: CartOnSwitch) {
  const t = useT();
  const { storeId, info, changeStore } = useStore();
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  // A second tap while the first choice is being confirmed or carried out is ignored.
  const busy = useRef(false);

  const choose = async (store: StoreSummary) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await switchStore(store.storeId, {
        currentStoreId: storeId,
        cartHasItems: cart.hasItems,
        confirmLeaveCart: () =>
          confirm({
            title: t('store.leaveCartTitle'),
            message: t('store.leaveCart', { current: info?.storeName ?? '', store: store.storeName }),
            okText: t('store.switchConfirm'),
          }),
        begin: setSwitchingId,
        flushCart: cart.flush,
        changeStore,
        goHome: () => redirect(homePath),
      });
    } catch (error) {
      toastError(error);
    } finally {
      busy.current = false;
      setSwitchingId(null);
    }
  };

  return { choose, switchingId };
}
