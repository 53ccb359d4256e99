import type { CardOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PaidUnpaid } from '../../order/index.ts';
import { minePath } from '../state/card-paths.ts';
import { buyPrivilegePath, privilegeCardPath, privilegeQuery } from '../state/privilege-paths.ts';
import { CardOrderClosed, CardOrderDone, CardOrderFrame } from './card-order-result.tsx';

/**
 * Where to go next: the card bought, or — for a renewal, which issues no card — the member's privilege cards, where
 * the renewed one shows its new end.
 */
function NextSteps({ order }: { order: CardOrderOut }) {
  const t = useT();
  const first = order.cards[0];
  return (
    <>
      {first ? (
        <Button
          block
          onClick={() => redirect(privilegeCardPath, { id: String(first.id) })}
          data-testid="privilege-to-card"
        >
          {t('card.result.toCard')}
        </Button>
      ) : null}
      <Button
        block
        variant={first ? 'secondary' : 'primary'}
        onClick={() => redirect(minePath, privilegeQuery)}
        data-testid="privilege-to-cards"
      >
        {t('card.privilege.toCards')}
      </Button>
    </>
  );
}

function Outcome({ order }: { order: CardOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={buyPrivilegePath}
        payLabel={t('card.result.payAgain')}
        testId="card"
      />
    );
  if (order.status === 'cancelled' || order.status === 'refunded')
    return (
      <CardOrderClosed text={t('card.result.closedText')}>
        <NextSteps order={order} />
      </CardOrderClosed>
    );
  const renewed = order.cards.length === 0;
  return (
    <CardOrderDone
      order={order}
      title={t(renewed ? 'card.privilege.renewedTitle' : 'card.privilege.doneTitle')}
      text={t(renewed ? 'card.privilege.renewedText' : 'card.privilege.doneText', { name: order.name })}
    >
      <NextSteps order={order} />
    </CardOrderDone>
  );
}

/** The result of buying or renewing a privilege card: after the gateway the payment is confirmed first (SPEC §4). */
export function PrivilegeOrderResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  return (
    <CardOrderFrame
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      outcome={(order) => <Outcome order={order} />}
    />
  );
}
