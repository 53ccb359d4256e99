import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { IconCheck } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePayConfirmation } from '../../payment/index.ts';
import { useCoopCart } from '../api/table-api.ts';
import { SessionClosed, TableLine, TableOrders } from '../components/table-parts.tsx';
import { sessionIdOf, tablePaths } from '../state/table-ref.ts';
import '../components/table.css';

/**
 * scanCodeOrder/receipt: the round just sent (after the gateway, its payment confirmed first), the table's orders
 * as they stand, and the way back to the menu for more dishes while the table is open.
 */
export function TableReceiptPage() {
  const t = useT();
  const { query } = useRoute();
  const sessionId = sessionIdOf(query);
  const confirmation = usePayConfirmation(query.localOrderNo ?? '');
  const cart = useCoopCart(confirmation.state === 'confirming' ? 0 : sessionId);
  const data = cart.data;
  const paid = data?.session.closeReason === 'paid';
  const sid = String(sessionId);
  return (
    <main className="table-page">
      <PageHeader title={t('table.receiptTitle')} showBack={false} />
      {confirmation.state === 'confirming' ? <p className="table-note">{t('table.confirming')}</p> : null}
      {data ? (
        <>
          <section className="table-card card table-receipt" data-testid="table-receipt">
            <span className="table-receipt__badge" aria-hidden="true">
              <IconCheck size={30} />
            </span>
            <h2 className="table-row__name" data-testid="table-receipt-title">
              {t(paid ? 'table.paidTitle' : 'table.sentTitle')}
            </h2>
          </section>
          <TableLine cart={data} />
          <SessionClosed cart={data} />
          <TableOrders orders={data.orders} />
          <div className="table-card">
            {data.session.status === 'open' ? (
              <Button
                block
                onClick={() => navigate(tablePaths.menu, { sessionId: sid })}
                data-testid="table-add-more"
              >
                {t('table.addMore')}
              </Button>
            ) : null}
            <Button
              block
              variant="secondary"
              onClick={() => navigate(tablePaths.details, { sessionId: sid })}
              data-testid="table-to-details"
            >
              {t('table.toDetails')}
            </Button>
          </div>
        </>
      ) : null}
    </main>
  );
}
