import type { PointsOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { minePath, mineQuery } from '../../coupon/index.ts';
import { usePayAgain } from '../../payment/index.ts';
import { receiptPath } from '../state/pointsmall-paths.ts';
import { CancelExchange } from './cancel-exchange.tsx';

/** What the member can do with an exchange now: pay it, give it back, see its coupons. */
export function OrderActions({ order }: { order: PointsOrderOut }) {
  const t = useT();
  const { busy, payAgain } = usePayAgain(receiptPath);
  return (
    <div className="pm-actions">
      {order.status === 'unpaid' ? (
        <Button block loading={busy} onClick={() => void payAgain(order)} data-testid="pm-pay-again">
          {t('pointsmall.payAgain')}
        </Button>
      ) : null}
      {order.couponIds.length > 0 ? (
        <Button block onClick={() => navigate(minePath, mineQuery)} data-testid="pm-to-coupons">
          {t('pointsmall.toCoupons')}
        </Button>
      ) : null}
      {order.canCancel ? <CancelExchange orderNo={order.orderNo} /> : null}
    </div>
  );
}
