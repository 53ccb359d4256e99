import type { UpgradeOrderDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PaidAmount, PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useUpgradeOrder } from '../api/update-category.ts';
import { levelPath, memberCentrePath } from '../state/level-paths.ts';

function BackToLevels() {
  const t = useT();
  return (
    <Button variant="ghost" block onClick={() => redirect(levelPath)} data-testid="upgrade-back">
      {t('level.result.backToLevels')}
    </Button>
  );
}

/** The upgrade as it stands once paid: the new level, or why it is not (yet) the member's. */
function Outcome({ order }: { order: UpgradeOrderDetailOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={`${levelPath}?type=update`}
        payLabel={t('level.result.payAgain')}
        testId="upgrade"
        text={(time) => t('level.result.unpaidText', { time })}
      >
        <BackToLevels />
      </PaidUnpaid>
    );
  if (order.status !== 'completed') {
    const refunded = order.status === 'refunded';
    return (
      <PaidCard
        tone="warn"
        title={t(refunded ? 'level.result.refundedTitle' : 'level.result.closedTitle')}
        text={t(refunded ? 'level.result.refundedText' : 'level.result.closedText', {
          name: order.category.name,
        })}
        testId="upgrade-closed"
      >
        <BackToLevels />
      </PaidCard>
    );
  }
  return (
    <PaidCard
      tone="done"
      title={t('level.result.doneTitle', { name: order.category.name })}
      text={t('level.result.doneText')}
      testId="upgrade-done"
    >
      <PaidAmount label={t('level.result.paid')} amount={order.paidAmount} />
      <Button block onClick={() => redirect(memberCentrePath)} data-testid="upgrade-to-member-centre">
        {t('level.result.toMemberCentre')}
      </Button>
      <BackToLevels />
    </PaidCard>
  );
}

/**
 * The result of a paid upgrade (customerLevel?type=update&orderno=…[&localOrderNo=…]): after the gateway the
 * payment is confirmed first (SPEC §4 polling), then the order tells whether the level changed.
 */
export function UpgradeResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useUpgradeOrder}
      waiting={{ title: t('level.result.confirming'), text: t('level.result.confirmingText') }}
      testId="upgrade"
    >
      {(order) => <Outcome order={order} />}
    </PaidResult>
  );
}
