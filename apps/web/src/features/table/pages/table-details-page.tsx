import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { useCoopCart } from '../api/table-api.ts';
import { SessionClosed, TableDiners, TableLine, TableOrders } from '../components/table-parts.tsx';
import { sessionIdOf } from '../state/table-ref.ts';
import '../components/table.css';

/** scanCodeOrder/details: the table order — every round the table sent, its state, and what it came to. */
export function TableDetailsPage() {
  const t = useT();
  const { query } = useRoute();
  const cart = useCoopCart(sessionIdOf(query));
  const data = cart.data;
  return (
    <main className="table-page">
      <PageHeader title={t('table.detailsTitle')} />
      {cart.isError ? <LoadFailed title={t('table.noTable')} onRetry={() => void cart.refetch()} /> : null}
      {data ? (
        <>
          <TableLine cart={data} />
          <SessionClosed cart={data} />
          <TableDiners members={data.members} />
          <TableOrders orders={data.orders} />
          <p className="table-line">
            <span>{t('table.ordered')}</span>
            <Price minor={toMinor(data.orderedAmount)} />
          </p>
        </>
      ) : null}
    </main>
  );
}
