import { formatDate } from '../../../lib/i18n/format.ts';

/** One row of a member's activity orders: what was bought, the order's number and time, where it stands. */
export interface MineRow {
  orderNo: string;
  /** Already in words ("Egg tart flash sale × 2"). */
  name: string;
  createdAt: string;
  status: string;
  open: () => void;
}

/**
 * A member's orders of one activity (my groups, my flash sale orders, my community orders, the pre-sale records),
 * newest first as the server sends them: each row opens its order; `empty` says there are none yet.
 */
export function MineOrders({
  rows,
  empty,
  testId,
}: {
  rows: readonly MineRow[];
  empty: string;
  testId: string;
}) {
  if (rows.length === 0) return <p className="gb-line">{empty}</p>;
  return (
    <ul className="gb-mine" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.orderNo}>
          <button type="button" className="gb-mine__row" onClick={row.open}>
            <span className="gb-mine__what">
              <span className="gb-card__name">{row.name}</span>
              <span className="gb-line">
                {row.orderNo} · {formatDate(row.createdAt, 'shortMDHM')}
              </span>
            </span>
            <span className="gb-line">{row.status}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
