import type { Translate } from '../../../lib/i18n/i18n-context.tsx';
import { confirm, toast, toastError } from '../../../ui/feedback/feedback.ts';

/**
 * Cancels an unpaid order once the shopper confirms, in the order area's words, and says how it went: a refusal is
 * translated by its Code (ORDER_CANCEL_FAILED once paid, ORDER_TIMED_OUT when its time ran out first). The caller's
 * query reads the order again either way.
 */
export async function cancelAfterAsking(t: Translate, cancel: () => Promise<unknown>): Promise<void> {
  const sure = await confirm({
    title: t('order.cancelTitle'),
    message: t('order.cancelQuestion'),
    okText: t('order.cancel'),
    cancelText: t('order.keep'),
  });
  if (!sure) return;
  try {
    await cancel();
    toast(t('order.cancelDone'), { kind: 'success' });
  } catch (error) {
    toastError(error);
  }
}
