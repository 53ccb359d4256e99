import type { CashOutOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCashOutRecord, useCashOutRecords } from '../api/partner-api.ts';
import { partnerPaths } from '../state/partner-paths.ts';
import { useMethodWords } from './cash-out-form.tsx';
import { MoreButton, useMoney } from './partner-parts.tsx';

export function StatusBadge({ status }: { status: CashOutOut['status'] }) {
  const t = useT();
  return (
    <span className={`partner-status partner-status--${status}`} data-testid="cash-out-status">
      {t(`partner.status.${status}`)}
    </span>
  );
}

/** The member's cash-out records, newest first, each with its state, opening its detail (?id=). */
export function CashOutRecords() {
  const t = useT();
  const money = useMoney();
  const methodWords = useMethodWords();
  const records = useCashOutRecords();
  const first = records.data?.pages[0];
  const rows = records.data?.pages.flatMap((p) => p.records) ?? [];
  let body: ReactNode;
  if (records.isError)
    body = <LoadFailed title={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  else if (!first) body = <Skeleton height={120} radius={12} />;
  else if (rows.length === 0) body = <EmptyState title={t('partner.records.empty')} />;
  else
    body = (
      <ul className="partner-rows" data-testid="cash-out-records">
        {rows.map((r) => (
          <li key={r.id}>
            <button
              type="button"
              className="partner-row partner-row--link"
              onClick={() => navigate(partnerPaths.cashOut, { id: String(r.id) })}
              data-testid={`cash-out-record-${r.id}`}
            >
              <span className="partner-row__main">
                <span>{money(r.amount)}</span>
                <span className="partner-muted">
                  {methodWords(r.method)} · {formatDate(r.createdAt, 'shortMDHM')}
                </span>
              </span>
              <span className="partner-row__side">
                <StatusBadge status={r.status} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="card" aria-labelledby="cash-out-records-title">
      <h2 className="partner-title" id="cash-out-records-title">
        {t('partner.entry.records')}
      </h2>
      {body}
      <MoreButton list={records} />
    </section>
  );
}

/** One record (Partner/CashOutDetail): the amount asked, the fee deducted, what is paid out, and the decision. */
export function CashOutDetail({ id }: { id: number }) {
  const t = useT();
  const money = useMoney();
  const methodWords = useMethodWords();
  const record = useCashOutRecord(id);
  if (record.isError)
    return <LoadFailed title={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Skeleton height={200} radius={12} />;
  const r = record.data;
  const rows: Array<[string, string]> = [
    [t('partner.cashOut.amount'), money(r.amount)],
    [t('partner.records.fee'), money(r.fee)],
    [t('partner.records.payout'), money(r.payout)],
    [t('partner.cashOut.method'), methodWords(r.method)],
    ...(r.account ? [[t('partner.records.account'), r.account] as [string, string]] : []),
    [t('partner.cashOut.remark'), r.remark],
    [t('partner.records.created'), formatDate(r.createdAt, 'long')],
    ...(r.decidedAt
      ? [[t('partner.records.decided'), formatDate(r.decidedAt, 'long')] as [string, string]]
      : []),
    ...(r.staffNote ? [[t('partner.records.staffNote'), r.staffNote] as [string, string]] : []),
  ];
  return (
    <section className="card" data-testid="cash-out-detail">
      <p>
        <StatusBadge status={r.status} />
      </p>
      <dl className="partner-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="partner-row">
            <dt className="partner-label">{label}</dt>
            <dd className="partner-value">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
