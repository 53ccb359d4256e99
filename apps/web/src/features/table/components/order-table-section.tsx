import type { OrderDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { tablePaths } from '../state/table-ref.ts';
import './table.css';

/**
 * A table order's part of the order detail page: its table number and diners (SPEC §3), which round of the table it
 * was, and the way to the whole table order (every round of the session).
 */
export function OrderTableSection({ order }: { order: Pick<OrderDetailOut, 'table'> }) {
  const t = useT();
  const table = order.table;
  if (!table) return null;
  return (
    <section className="table-orders card" data-testid="order-table">
      <p className="table-line">
        <strong>{t('table.tableName', { no: table.tableNo })}</strong>
        <span>{t('table.dinersCount', { n: String(table.diners) })}</span>
      </p>
      <Link
        to={tablePaths.details}
        query={{ sessionId: String(table.sessionId) }}
        className="table-order__link touch-44"
        data-testid="order-table-link"
      >
        <span className="table-order__batch">{t('table.batch', { n: String(table.batch) })}</span>
        <span>{t('table.toDetails')}</span>
      </Link>
    </section>
  );
}
