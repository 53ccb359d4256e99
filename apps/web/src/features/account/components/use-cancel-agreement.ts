import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { confirm, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { cancelAgreement } from '../api/privacy.ts';
import { memberCentrePath } from './login-rules.ts';

/**
 * Withdraws the privacy agreement (CancelAgreePrivacy) after a confirmation. The server ends every session of
 * the member, so the app logs out here too and the next login asks for the agreement again. A refusal
 * (CANCEL_AGREEMENT_FAILED) leaves the member logged in and says why.
 */
export function useCancelAgreement() {
  const t = useT();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    const ok = await confirm({
      title: t('account.settings.withdrawTitle'),
      message: t('account.settings.withdrawText'),
      okText: t('account.settings.withdrawOk'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      // The member's last cart changes are saved while the session still works.
      await cartStore.flush().catch(() => {});
      await cancelAgreement();
    } catch (error) {
      toastError(error);
      return;
    } finally {
      setBusy(false);
    }
    session.signOut();
    toast(t('account.settings.withdrawn'), { kind: 'success' });
    redirect(memberCentrePath);
  };
  return { withdraw, busy };
}
