import type { CoopCartOut, TableOrderOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatAmount, formatList } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import './table.css';

const orderDetailPath = '/subpackages/orderhistory/orderDetail';

/** The table's number and diners, as a line under the page header. */
export function TableLine({ cart }: { cart: Pick<CoopCartOut, 'tableNo' | 'session'> }) {
  const t = useT();
  return (
    <p className="table-line" data-testid="table-line">
      <strong>{t('table.tableName', { no: cart.tableNo })}</strong>
      <span>{t('table.dinersCount', { n: String(cart.session.diners) })}</span>
    </p>
  );
}

/** What the table still lacks of its minimum spend, or nothing once it is reached. */
export function MinSpendShortfall({ cart }: { cart: Pick<CoopCartOut, 'minSpendShortfall'> }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  if (cart.minSpendShortfall <= 0) return null;
  return (
    <p className="table-warn">
      {t('table.shortfall', { amount: formatAmount(cart.minSpendShortfall, currency) })}
    </p>
  );
}

/** Why the session ended, or nothing while it is open. */
export function SessionClosed({ cart }: { cart: Pick<CoopCartOut, 'session'> }) {
  const t = useT();
  const { status, closeReason } = cart.session;
  if (status !== 'closed') return null;
  const key =
    closeReason === 'paid'
      ? 'table.closedPaid'
      : closeReason === 'staff'
        ? 'table.closedStaff'
        : 'table.closedCheckOver';
  return (
    <p className="table-closed card" role="status" data-testid="table-closed" data-reason={closeReason ?? ''}>
      {t(key)}
    </p>
  );
}

function statusKey(o: TableOrderOut) {
  if (o.paid && (o.status === 'pending' || o.status === 'accepted' || o.status === 'ready')) return 'paid';
  return o.status;
}

/** The orders the session placed, one per round sent to the kitchen, each with its state. */
export function TableOrders({ orders }: { orders: TableOrderOut[] }) {
  const t = useT();
  if (orders.length === 0) return null;
  return (
    <section className="table-orders card" aria-labelledby="table-orders-title">
      <h2 id="table-orders-title" className="table-section-title">
        {t('table.orders')}
      </h2>
      <ul>
        {orders.map((o) => (
          <li key={o.orderNo} className="table-order" data-testid="table-order" data-paid={o.paid}>
            <Link to={orderDetailPath} query={{ orderno: o.orderNo }} className="table-order__link touch-44">
              <span className="table-order__batch">{t('table.batch', { n: String(o.batch) })}</span>
              <span className="table-order__status" data-testid="table-order-status">
                {t(`table.status.${statusKey(o)}` as 'table.status.paid')}
              </span>
              <Price minor={toMinor(o.amount)} size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who sits at the table (the phones that joined), the caller marked; the list's punctuation is the locale's. */
export function TableDiners({ members }: { members: CoopCartOut['members'] }) {
  const t = useT();
  const { locale } = useLocale();
  const names = members.map((m) => (m.isMe ? t('table.me', { name: m.name }) : m.name));
  return (
    <p className="table-diners" data-testid="table-diners">
      {t('table.diners', { names: formatList(names, locale) })}
    </p>
  );
}
