import type { TopUpOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PaidAmount, PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useTopUpOrder } from '../api/top-up.ts';
import { balancePath, rechargePath } from '../state/balance-paths.ts';
import { GiftLines } from './gift-lines.tsx';

function ToBalance() {
  const t = useT();
  return (
    <Button block onClick={() => redirect(balancePath)} data-testid="top-up-to-balance">
      {t('balance.result.toBalance')}
    </Button>
  );
}

/** The top-up's outcome once the payment is confirmed: credited with its gifts, still unpaid, or closed. */
function Outcome({ order }: { order: TopUpOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={rechargePath}
        payLabel={t('balance.result.payAgain')}
        testId="top-up"
      />
    );
  if (order.status !== 'completed')
    return (
      <PaidCard tone="warn" title={t('balance.result.closed')} testId="top-up-closed">
        <ToBalance />
      </PaidCard>
    );
  return (
    <PaidCard tone="done" title={t('balance.result.done')} testId="top-up-done">
      <PaidAmount label={t('balance.result.credited')} amount={order.amount} />
      <GiftLines gift={order.gift} items={order.items} testId="top-up-gifts" />
      <PaidAmount label={t('balance.result.balanceNow')} amount={order.balance} testId="top-up-balance" />
      <ToBalance />
    </PaidCard>
  );
}

/** After the gateway (recharge?orderno=…&localOrderNo=…): the payment is confirmed first (SPEC §4), then the top-up. */
export function TopUpResult(props: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={props.orderNo}
      localOrderNo={props.localOrderNo}
      useOrder={useTopUpOrder}
      waiting={{ title: t('balance.result.confirming') }}
      testId="top-up"
    >
      {(order) => <Outcome order={order} />}
    </PaidResult>
  );
}
