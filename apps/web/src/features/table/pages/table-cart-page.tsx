import type { CoopCartLineOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { toastError } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { useCoopCart, useSetDish } from '../api/table-api.ts';
import {
  MinSpendShortfall,
  SessionClosed,
  TableDiners,
  TableLine,
  TableOrders,
} from '../components/table-parts.tsx';
import { sessionIdOf, tablePaths } from '../state/table-ref.ts';
import '../components/table.css';

function whoAdded(line: CoopCartLineOut, t: ReturnType<typeof useT>): string {
  if (line.mustOrder || !line.addedBy) return t('table.mustOrder');
  return line.addedBy.isMe ? t('table.addedByMe') : t('table.addedBy', { name: line.addedBy.name });
}

/**
 * scanCodeOrder/shoppingCart: the table's shared cart, every line with who added it, read again every few seconds
 * so each phone sees the others' dishes; any diner may change a line, a must-order line not below its minimum.
 */
export function TableCartPage() {
  const t = useT();
  const { query } = useRoute();
  const sessionId = sessionIdOf(query);
  const cart = useCoopCart(sessionId);
  const setDish = useSetDish();
  const sid = String(sessionId);

  if (cart.isError)
    return (
      <main className="table-page">
        <PageHeader title={t('table.cartTitle')} />
        <LoadFailed title={t('table.noTable')} onRetry={() => void cart.refetch()} />
      </main>
    );
  const data = cart.data;
  const open = data?.session.status === 'open';
  const dishes = data?.lines.filter((l) => !l.mustOrder) ?? [];
  return (
    <main className="table-page">
      <PageHeader title={t('table.cartTitle')} />
      {data ? (
        <>
          <TableLine cart={data} />
          <SessionClosed cart={data} />
          <TableDiners members={data.members} />
          {open ? <p className="table-note">{t('table.refreshes')}</p> : null}
          {data.lines.length > 0 ? (
            <ul className="table-lines table-card card" data-testid="coop-lines">
              {data.lines.map((line) => (
                <li
                  key={line.lineId}
                  className="table-row"
                  data-testid="coop-line"
                  data-must={line.mustOrder}
                >
                  <ProductImage src={line.ImageName} alt="" size={56} />
                  <div>
                    <p className="table-row__name">{line.ProductName}</p>
                    {line.CartItemAttributes.length > 0 ? (
                      <p className="table-row__note">
                        {line.CartItemAttributes.map((a) => a.attributeName).join(' / ')}
                      </p>
                    ) : null}
                    <p
                      className={`table-row__note${line.mustOrder ? ' table-row__must' : ''}`}
                      data-testid="coop-line-who"
                    >
                      {whoAdded(line, t)}
                    </p>
                    <Price minor={toMinor(line.LineAmount)} size="sm" />
                  </div>
                  <QuantityStepper
                    value={line.ProductNum}
                    min={line.minQuantity}
                    max={99}
                    label={line.ProductName}
                    disabled={!open || setDish.isPending}
                    onChange={(n) =>
                      setDish.mutate(
                        { sessionId, lineId: line.lineId, quantity: n },
                        { onError: (e) => toastError(e) },
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {dishes.length === 0 && open ? (
            <EmptyState
              title={t('table.empty')}
              text={t('table.emptyHint')}
              action={
                <Button variant="secondary" onClick={() => navigate(tablePaths.menu, { sessionId: sid })}>
                  {t('table.browse')}
                </Button>
              }
            />
          ) : null}
          {open ? <MinSpendShortfall cart={data} /> : null}
          {open && dishes.length > 0 ? (
            <div className="table-card">
              <Button
                block
                variant="secondary"
                onClick={() => navigate(tablePaths.menu, { sessionId: sid })}
                data-testid="table-to-menu"
              >
                {t('table.addMore')}
              </Button>
            </div>
          ) : null}
          <TableOrders orders={data.orders} />
          {open ? (
            <div className="table-bar">
              <span className="table-bar__sum">
                <span>{t('table.total')}</span>
                <Price minor={toMinor(data.summary.amount)} />
              </span>
              <Button
                disabled={data.lines.length === 0}
                onClick={() => navigate(tablePaths.place, { sessionId: sid })}
                data-testid="table-place"
              >
                {t('table.placeOrder')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
