import { type BalanceKind, balanceKind } from '@shop/contracts';
import { useContext, useId, useState } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type LedgerPage, useLedger } from '../api/ledger.ts';
import { EntryRow } from '../components/entry-row.tsx';
import { rechargePath } from '../state/balance-paths.ts';
import { useStoreDay } from '../state/use-store-day.ts';
import './balance-pages.css';

/** The gift instalments still to come: how much, when, of which top-up. */
function Upcoming({ page }: { page: LedgerPage }) {
  const t = useT();
  const storeDay = useStoreDay();
  const currency = useContext(CurrencyContext);
  if (page.upcoming.length === 0) return null;
  return (
    <section className="card balance-upcoming" data-testid="balance-upcoming">
      <h2 className="balance-section__title">{t('balance.ledger.upcoming')}</h2>
      <ul>
        {page.upcoming.map((u) => (
          <li key={`${u.orderNo}-${u.seq}`} className="balance-upcoming__line">
            <span>{t('balance.ledger.upcomingLine', { seq: u.seq, of: u.of, date: storeDay(u.dueAt) })}</span>
            <span>+{formatAmount(u.amount, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Month (the store's calendar, YYYY-MM, '' all) and kind ('' all) of the entries shown. */
function Filters(props: {
  month: string;
  kind: BalanceKind | '';
  onMonth: (m: string) => void;
  onKind: (k: BalanceKind | '') => void;
}) {
  const t = useT();
  const ids = useId();
  const kinds: Array<BalanceKind | ''> = ['', ...balanceKind.options];
  return (
    <section className="balance-filters">
      <label className="balance-filters__month" htmlFor={`${ids}-month`}>
        <span>{t('balance.ledger.month')}</span>
        <input
          id={`${ids}-month`}
          type="month"
          value={props.month}
          onChange={(e) => props.onMonth(e.target.value)}
          data-testid="balance-month"
        />
      </label>
      <fieldset className="balance-chips" aria-label={t('balance.ledger.kind')}>
        {kinds.map((k) => (
          <button
            key={k || 'all'}
            type="button"
            className={`balance-chip${props.kind === k ? ' balance-chip--on' : ''}`}
            aria-pressed={props.kind === k}
            onClick={() => props.onKind(k)}
            data-testid={`balance-kind-${k || 'all'}`}
          >
            {t(k ? `balance.kind.${k}` : 'balance.kind.all')}
          </button>
        ))}
      </fieldset>
    </section>
  );
}

/**
 * My balance (SPEC §2 balance/balance, the transaction details): the balance with a way to top up, the gift
 * instalments to come, the ledger newest first with the §3 reasons, filtered by month and kind, each entry opening
 * payDetail.
 */
export function BalancePage() {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const [month, setMonth] = useState('');
  const [kind, setKind] = useState<BalanceKind | ''>('');
  const ledger = useLedger(month, kind);
  const first = ledger.data?.pages[0];
  const entries = ledger.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="balance-page">
      <PageHeader title={t('balance.ledger.title')} />
      <section className="card balance-hero">
        <span className="balance-now__label">{t('balance.ledger.balance')}</span>
        <span className="balance-hero__amount" data-testid="balance-amount">
          {first ? formatAmount(first.balance, currency) : '—'}
        </span>
        <Button onClick={() => navigate(rechargePath)} data-testid="balance-top-up">
          {t('balance.ledger.topUp')}
        </Button>
      </section>
      {first ? <Upcoming page={first} /> : null}
      <Filters month={month} kind={kind} onMonth={setMonth} onKind={setKind} />
      {first && (month || kind) ? (
        <p className="balance-sums" data-testid="balance-sums">
          {t('balance.ledger.sums', {
            income: formatAmount(first.income, currency),
            expense: formatAmount(first.expense, currency),
          })}
        </p>
      ) : null}
      {ledger.isError ? (
        <LoadFailed title={errorMessage(ledger.error)} onRetry={() => void ledger.refetch()} />
      ) : !first ? (
        <Skeleton height={200} radius={12} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('balance.ledger.empty')} />
      ) : (
        <ul className="card balance-entries" data-testid="balance-entries">
          {entries.map((e) => (
            <EntryRow key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {ledger.hasNextPage ? (
        <Button
          variant="ghost"
          block
          loading={ledger.isFetchingNextPage}
          onClick={() => void ledger.fetchNextPage()}
        >
          {t('balance.ledger.more')}
        </Button>
      ) : null}
    </div>
  );
}
