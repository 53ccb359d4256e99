import type { PresaleOrderOut } from '@shop/contracts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { type PresalePayForm, presalePath, restIsDue } from '../state/use-presale-pay.ts';
import { MineOrders } from './mine-orders.tsx';
import { FinalOpensCountdown, stageText } from './presale-steps.tsx';

/** The member's pre-sale purchases (SPEC §7 PayRecord): each opens its purchase's view. */
export function PresaleRecords({ orders }: { orders: PresaleOrderOut[] }) {
  const t = useT();
  const rows = orders.map((purchase) => ({
    orderNo: purchase.deposit.orderNo,
    name: t('marketing.presale.units', { name: purchase.name, count: purchase.quantity }),
    createdAt: purchase.createdAt,
    status: stageText(t, purchase),
    open: () => navigate(presalePath, { id: String(purchase.presaleId), orderno: purchase.deposit.orderNo }),
  }));
  return <MineOrders rows={rows} empty={t('marketing.presale.noRecords')} testId="presale-records" />;
}

/**
 * The member's purchases of this pre-sale on its page: each with its stage and both payments' amounts, the time to
 * the final window while it waits, and "Pay the rest" (by the page's way to pay) while it is open.
 */
export function PresaleMine({ purchases, form }: { purchases: PresaleOrderOut[]; form: PresalePayForm }) {
  const t = useT();
  return (
    <ul className="gb-mine" data-testid="presale-mine">
      {purchases.map((purchase) => (
        <li key={purchase.deposit.orderNo} className="pr-purchase" data-testid="presale-purchase">
          <button
            type="button"
            className="pr-purchase__open"
            onClick={() =>
              navigate(presalePath, { id: String(purchase.presaleId), orderno: purchase.deposit.orderNo })
            }
          >
            <span className="gb-card__name">
              {t('marketing.presale.units', { name: purchase.name, count: purchase.quantity })}
            </span>
            <span className="pr-purchase__stage" data-testid="presale-stage">
              {stageText(t, purchase)}
            </span>
          </button>
          <span className="gb-line">
            {t('marketing.presale.mineAmounts', {
              deposit: formatAmount(purchase.deposit.amount),
              rest: formatAmount(purchase.rest?.amount ?? purchase.restAmount),
            })}
          </span>
          {purchase.stage === 'deposit_paid' ? <FinalOpensCountdown purchase={purchase} /> : null}
          {restIsDue(purchase) ? (
            <Button
              block
              loading={form.step.busy}
              disabled={form.pay.chosen === null}
              onClick={() => form.payRest(purchase)}
              data-testid="presale-pay-rest"
            >
              {t('marketing.presale.payRest', { amount: formatAmount(purchase.restAmount) })}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
