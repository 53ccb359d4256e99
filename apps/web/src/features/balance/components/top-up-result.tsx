import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconAlert, IconCheck } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { usePayAgain, usePayConfirmation } from '../../payment/index.ts';
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
function Outcome({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useTopUpOrder(orderNo, true);
  const { busy, payAgain } = usePayAgain(rechargePath);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data)
    return <EmptyState icon={<span className="balance-spinner" />} title={t('balance.result.confirming')} />;
  const data = order.data;
  if (data.status === 'unpaid')
    return (
      <EmptyState
        icon={<IconAlert size={40} />}
        title={t('errors.PAY_NOT_COMPLETED')}
        action={
          <Button block loading={busy} onClick={() => void payAgain(data)} data-testid="top-up-pay-again">
            {t('balance.result.payAgain')}
          </Button>
        }
      />
    );
  if (data.status !== 'completed')
    return (
      <EmptyState icon={<IconAlert size={40} />} title={t('balance.result.closed')} action={<ToBalance />} />
    );
  return (
    <section className="balance-result" data-testid="top-up-done">
      <EmptyState
        icon={<IconCheck size={40} />}
        title={t('balance.result.done')}
        action={
          <div className="balance-result__body">
            <p className="balance-result__line">
              {t('balance.result.credited')} <Price minor={toMinor(data.amount)} size="md" />
            </p>
            <GiftLines gift={data.gift} items={data.items} testId="top-up-gifts" />
            <p className="balance-result__line" data-testid="top-up-balance">
              {t('balance.result.balanceNow')} <Price minor={toMinor(data.balance)} size="md" />
            </p>
            <ToBalance />
          </div>
        }
      />
    </section>
  );
}

/** After the gateway (recharge?orderno=…&localOrderNo=…): the payment is confirmed first (SPEC §4), then the top-up. */
export function TopUpResult(props: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  const confirmation = usePayConfirmation(props.localOrderNo);
  if (confirmation.state === 'confirming')
    return <EmptyState icon={<span className="balance-spinner" />} title={t('balance.result.confirming')} />;
  return <Outcome orderNo={props.orderNo} />;
}
