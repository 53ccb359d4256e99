import type { CouponTemplateOut } from '@shop/contracts';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { confirm, toast, toastError } from '../../../ui/feedback/feedback.ts';
import { useClaimCoupon } from '../api/claim.ts';
import { loginPath, payPath } from './coupon-paths.ts';

/**
 * Taking a template: a free one is claimed at once (one call however often it is tapped), a priced one goes to
 * its payment page. A guest is asked to log in first (SPEC §6) and brought back to `here`.
 */
export function useTake(here: string) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const [busyId, setBusyId] = useState<number | null>(null);
  const sending = useRef(false);
  const claimCoupon = useClaimCoupon();

  const askLogin = async () => {
    const go = await confirm({
      title: t('common.loginNeeded'),
      message: t('errors.GO_LOGIN'),
      okText: t('coupon.logIn'),
    });
    if (go) navigate(loginPath, { redirect: here });
  };

  const claim = async (template: CouponTemplateOut) => {
    if (sending.current) return;
    sending.current = true;
    setBusyId(template.id);
    try {
      await claimCoupon(template.id);
      toast(t('coupon.centre.claimedToast'), { kind: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      sending.current = false;
      setBusyId(null);
    }
  };

  return {
    busyId,
    take(template: CouponTemplateOut) {
      if (!isLoggedIn) void askLogin();
      else if (template.price > 0) navigate(payPath, { id: String(template.id) });
      else void claim(template);
    },
  };
}
