import type { CardOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PaidAmount, PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useCardOrder } from '../api/buy.ts';
import { buyPassPath, minePath, passCardPath, timesQuery } from '../state/card-paths.ts';

/** Where to go next: the card just bought (the first, when several), the member's times cards. */
function NextSteps({ order }: { order: CardOrderOut }) {
  const t = useT();
  const first = order.cards[0];
  return (
    <>
      {first ? (
        <Button
          block
          onClick={() => redirect(passCardPath, { id: String(first.id) })}
          data-testid="card-to-card"
        >
          {t('card.result.toCard')}
        </Button>
      ) : null}
      <Button
        block
        variant="secondary"
        onClick={() => redirect(minePath, timesQuery)}
        data-testid="card-to-cards"
      >
        {t('card.result.toCards')}
      </Button>
    </>
  );
}

function Outcome({ order }: { order: CardOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid order={order} returnTo={buyPassPath} payLabel={t('card.result.payAgain')} testId="card" />
    );
  if (order.cards.length === 0 || order.status === 'cancelled' || order.status === 'refunded')
    return (
      <PaidCard
        tone="warn"
        title={t('card.result.closedTitle')}
        text={t('card.result.closedText')}
        testId="card-closed"
      >
        <NextSteps order={order} />
      </PaidCard>
    );
  return (
    <PaidCard
      tone="done"
      title={t('card.result.done')}
      text={t('card.result.doneText', { name: order.name })}
      testId="card-done"
    >
      <PaidAmount label={t('order.paidTotal')} amount={order.amount} testId="card-paid" />
      <NextSteps order={order} />
    </PaidCard>
  );
}

/** The result of buying a card: after the gateway the payment is confirmed first (SPEC §4), then the card issued. */
export function CardOrderResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useCardOrder}
      waiting={{ title: t('card.result.confirming') }}
      testId="card"
    >
      {(order) => <Outcome order={order} />}
    </PaidResult>
  );
}
