import { toMinor } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconCart } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { RedemptionOffers } from '../../marketing/index.ts';
import { PayPasswordSheet } from '../../payment/index.ts';
import { ContactSection } from '../components/contact-section.tsx';
import { CouponSection } from '../components/coupon-section.tsx';
import { DeliverySection } from '../components/delivery-section.tsx';
import { OrderModeSwitch } from '../components/order-mode-switch.tsx';
import { PaySection } from '../components/pay-section.tsx';
import { RefusalNotice } from '../components/refusal-notice.tsx';
import { SettlementItems } from '../components/settlement-items.tsx';
import { cartPath, SettlementProblems } from '../components/settlement-problems.tsx';
import { SettlementSlots } from '../components/settlement-slots.tsx';
import { SettlementTotals } from '../components/settlement-totals.tsx';
import { StoreSection } from '../components/store-section.tsx';
import { SubmitBar } from '../components/submit-bar.tsx';
import { type Settlement, useSettlement } from '../state/use-settlement.ts';
import '../components/checkout.css';
import './settlement-page.css';

export const settlementPath = '/subpackages/shopping/placeorder/payment';

/** The form and summary once the preview is in. */
function SettlementBody({ s }: { s: Settlement }) {
  const t = useT();
  const data = s.preview.data!;
  const refusalRef = useRef<HTMLDivElement>(null);
  // Offline, a settlement to be priced again waits for the network with its button off: say why (issue 28).
  const offline = s.preview.isPaused ? { code: 'OFFLINE', message: t('errors.OFFLINE'), items: [] } : null;
  const notice = s.order.refusal ?? offline;
  // Scrolled to when it appears, and again for a new refusal (the offline notice is a new object each render).
  const noticeKey = s.order.refusal ?? (offline ? 'offline' : null);
  useEffect(() => {
    if (noticeKey !== null) refusalRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [noticeKey]);
  return (
    <>
      <div className="settle-page__content">
        <OrderModeSwitch onSwitched={s.onModeSwitched} atSettlement />
        <SettlementProblems problems={s.problems} />
        {s.mode === 'package' ? <DeliverySection s={s} /> : null}
        <StoreSection preview={data} mode={s.mode} pickupTime={s.pickupTime} onPickupTime={s.setPickupTime} />
        <ContactSection
          phone={s.phone}
          onPhone={s.setPhone}
          phoneError={s.phoneError}
          remark={s.remark}
          onRemark={s.setRemark}
          remarkWord={s.remarkWord}
        />
        <SettlementItems items={data.items} droppedGifts={data.droppedGifts} />
        <RedemptionOffers
          goodsAmount={data.items.reduce((sum, item) => sum + toMinor(item.LineAmount), 0)}
          chosen={s.redemptions}
          onToggle={s.toggleRedemption}
        />
        <CouponSection preview={data} choice={s.coupons} />
        <SettlementSlots place="offers" s={s} preview={data} />
        <SettlementTotals summary={data.summary} adjustments={data.adjustments} />
        <SettlementSlots place="payment" s={s} preview={data} />
        <PaySection s={s} balance={data.balance} />
        <div ref={refusalRef} className="settle-page__refusal">
          <RefusalNotice refusal={notice} />
        </div>
      </div>
      <SubmitBar
        amount={data.summary.amount}
        cardsPay={s.split?.cardsPay}
        quantity={data.summary.quantity}
        disabled={!s.canSubmit}
        busy={s.order.busy}
        onSubmit={s.submit}
      />
      {s.payStep.draft ? (
        <PayPasswordSheet
          amount={s.passwordAmount}
          busy={s.order.busy}
          error={s.payStep.error}
          attempt={s.payStep.attempt}
          onComplete={s.payWithPassword}
          onClose={s.payStep.close}
        />
      ) : null}
    </>
  );
}

/** What the page shows before the form: a guest, an unloaded or empty cart, a placed order, a failed preview. */
function SettlementState({ s }: { s: Settlement }) {
  const t = useT();
  if (s.order.placed) {
    return <PageSkeleton label={t('checkout.placed')} />;
  }
  if (!s.isLoggedIn || s.cart.status === 'idle' || s.cart.status === 'loading') {
    return <PageSkeleton label={t('common.loading')} />;
  }
  if (s.items.length === 0) {
    return (
      <EmptyState
        icon={<IconCart size={40} />}
        title={t('checkout.empty')}
        text={t('checkout.emptyText')}
        action={<Button onClick={() => redirect(cartPath)}>{t('checkout.backToCart')}</Button>}
      />
    );
  }
  if (s.preview.data) return <SettlementBody s={s} />;
  if (s.preview.isError) {
    return <LoadFailed title={errorMessage(s.preview.error)} onRetry={() => void s.preview.refetch()} />;
  }
  // Opened offline: the preview waits for the network (and asks by itself once it is back).
  if (s.preview.isPaused)
    return <LoadFailed title={t('errors.OFFLINE')} onRetry={() => void s.preview.refetch()} />;
  return <PageSkeleton label={t('common.loading')} />;
}

/** Settlement (SPEC §2 placeorder/payment, §4 order flow, §5 checkout rules): confirm, pay, then the receipt. */
export function SettlementPage() {
  const t = useT();
  const s = useSettlement();
  return (
    <div className="settle-page">
      <PageHeader title={t('checkout.title')} />
      <SettlementState s={s} />
    </div>
  );
}
