import type { GiftOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useGiftOrder } from '../api/buy.ts';
import { buyPath, myCouponsPath, packagesPath } from '../state/gift-paths.ts';
import { PlanList } from './plan-list.tsx';

/** Where to go next: what the member received, their coupons. */
function NextSteps() {
  const t = useT();
  return (
    <>
      <Button
        block
        onClick={() => redirect(packagesPath, { tab: 'received' })}
        data-testid="gift-to-received"
      >
        {t('gift.result.toReceived')}
      </Button>
      <Button block variant="secondary" onClick={() => redirect(myCouponsPath, { singletype: '0' })}>
        {t('gift.result.toCoupons')}
      </Button>
    </>
  );
}

function Outcome({ order }: { order: GiftOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return <PaidUnpaid order={order} returnTo={buyPath} payLabel={t('gift.result.payAgain')} testId="gift" />;
  if (!order.delivery)
    return (
      <PaidCard
        tone="warn"
        title={t('gift.result.closedTitle')}
        text={t('gift.result.closedText')}
        testId="gift-closed"
      >
        <NextSteps />
      </PaidCard>
    );
  return (
    <PaidCard
      tone="done"
      title={t('gift.result.done')}
      text={t('gift.result.doneText', { name: order.name })}
      testId="gift-done"
    >
      <PlanList plan={order.delivery.plan} testId="gift-arrived" />
      <NextSteps />
    </PaidCard>
  );
}

/** The result of buying a package: after the gateway the payment is confirmed first (SPEC §4), then what arrived. */
export function GiftOrderResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useGiftOrder}
      waiting={{ title: t('gift.result.confirming') }}
      testId="gift"
    >
      {(order) => <Outcome order={order} />}
    </PaidResult>
  );
}
