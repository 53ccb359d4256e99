import { type ProfitEntryOut, type ProfitKindOut, profitKind } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useProfitDetails } from '../api/partner-api.ts';
import { day, MoreButton, Movement, PartnerGate, PartnerPage } from '../components/partner-parts.tsx';
import { partnerPaths } from '../state/partner-paths.ts';

/** One entry: why, when, each account's movement with its sign, and the order, level and release it is about. */
function Entry({ entry }: { entry: ProfitEntryOut }) {
  const t = useT();
  const facts = [
    entry.orderNo ? t('partner.details.order', { orderNo: entry.orderNo }) : null,
    entry.level ? t('partner.details.level', { level: entry.level }) : null,
    entry.kind === 'commission' && entry.releasedAt
      ? t('partner.details.released', { date: day(entry.releasedAt) })
      : entry.releaseAt
        ? t('partner.details.releaseAt', { date: day(entry.releaseAt) })
        : null,
  ].filter(Boolean);
  return (
    <li className="partner-entry-row" data-testid={`partner-ledger-${entry.kind}`}>
      <div className="partner-row">
        <span className="partner-row__main">
          <span>{t(`partner.kind.${entry.kind}`)}</span>
          <span className="partner-muted">{day(entry.createdAt)}</span>
        </span>
        <span className="partner-row__side">
          {entry.pendingDelta !== 0 ? (
            <span>
              {t('partner.figure.pending')} <Movement amount={entry.pendingDelta} />
            </span>
          ) : null}
          {entry.withdrawableDelta !== 0 ? (
            <span>
              {t('partner.figure.withdrawable')} <Movement amount={entry.withdrawableDelta} />
            </span>
          ) : null}
        </span>
      </div>
      {facts.length > 0 ? (
        <p className="partner-muted partner-entry-row__facts">{facts.join(' · ')}</p>
      ) : null}
    </li>
  );
}

function Ledger({ kind }: { kind: ProfitKindOut | '' }) {
  const t = useT();
  const details = useProfitDetails(kind);
  const first = details.data?.pages[0];
  const rows = details.data?.pages.flatMap((p) => p.entries) ?? [];
  if (details.isError)
    return <LoadFailed title={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
  if (!first) return <Skeleton height={200} radius={12} />;
  if (rows.length === 0) return <EmptyState title={t('partner.details.empty')} />;
  return (
    <>
      <ul className="card partner-rows" data-testid="partner-ledger">
        {rows.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </ul>
      <MoreButton list={details} />
    </>
  );
}

/** Profit details (SPEC §2 partner/profitDetails, §9): the ledger of the last year by kind, newest first, paged. */
export function ProfitDetailsPage() {
  const t = useT();
  const { query } = useRoute();
  const kind = (profitKind.options as readonly string[]).includes(query.kind ?? '')
    ? (query.kind as ProfitKindOut)
    : '';
  const tabs = [
    { id: 'all', label: t('partner.kind.all') },
    ...profitKind.options.map((k) => ({ id: k, label: t(`partner.kind.${k}`) })),
  ];
  return (
    <PartnerPage title={t('partner.entry.profitDetails')}>
      <PartnerGate allow={['active', 'expired']}>
        {() => (
          <>
            <p className="partner-muted" style={{ margin: '8px 12px' }}>
              {t('partner.lastYear')}
            </p>
            <div className="partner-scroll-tabs">
              <Tabs
                tabs={tabs}
                current={kind || 'all'}
                label={t('partner.details.kind')}
                onPick={(id) => redirect(partnerPaths.profitDetails, id === 'all' ? {} : { kind: id })}
                testPrefix="partner-kind"
              />
            </div>
            <Ledger key={kind} kind={kind} />
          </>
        )}
      </PartnerGate>
    </PartnerPage>
  );
}
