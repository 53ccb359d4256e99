import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { confirm, toast } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { logOff } from '../api/logoff.ts';

/**
 * Log out (SPEC §7 customeraccount/logoff): the member's last cart changes are saved, the server ends the
 * session, then the session is cleared here, which loads the cart again as a guest's. The local session is
 * cleared even when the server cannot be reached: the shopper asked to leave this device.
 */
export function useLogOut() {
  const t = useT();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    if (!(await confirm({ message: t('account.member.confirmLogout'), okText: t('account.member.logout') })))
      return;
    setBusy(true);
    try {
      await cartStore.flush();
      await logOff();
    } catch {
      // An expired session (401) or no network: nothing more to end on the server from here.
    } finally {
      setBusy(false);
    }
    session.signOut();
    toast(t('account.member.loggedOut'), { kind: 'success' });
  };
  return { logOut, busy };
}
