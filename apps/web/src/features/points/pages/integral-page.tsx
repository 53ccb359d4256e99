import type { PointsEntryKind } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type PointsSummary, usePointsSummary } from '../api/summary.ts';
import { PointsLedger } from '../components/points-ledger.tsx';
import { checkinPath, integralPath } from '../state/points-paths.ts';
import './points-pages.css';

const kinds: readonly PointsEntryKind[] = ['all', 'in', 'out'];

/** The member's points and the clearing date with its year (SPEC §4, §9): what goes at the year end if unused. */
function Balance({ summary }: { summary: PointsSummary | undefined }) {
  const t = useT();
  if (!summary) return <Skeleton height={96} radius={12} />;
  const date = formatDate(`${summary.clearing.lastDay}T12:00:00Z`, 'longDay', { timeZone: 'UTC' });
  return (
    <section className="points-hero" aria-labelledby="points-now">
      <p className="points-hero__label" id="points-now">
        {t('points.integral.current')}
      </p>
      <p className="points-hero__value" data-testid="points-value">
        {summary.points}
      </p>
      <p className="points-hero__clearing" data-testid="points-clearing">
        {summary.clearing.points > 0
          ? t('points.integral.expiring', { points: summary.clearing.points, date })
          : t('points.integral.noneExpiring', { date })}
      </p>
      <p className="points-hero__rule">{t('points.integral.rule')}</p>
    </section>
  );
}

/** My points (SPEC §2 integral): the points, the clearing date, the way to check in, and the ledger by kind. */
export function IntegralPage() {
  const t = useT();
  const { query } = useRoute();
  const kind: PointsEntryKind = kinds.includes(query.kind as PointsEntryKind)
    ? (query.kind as PointsEntryKind)
    : 'all';
  const summary = usePointsSummary();
  return (
    <div className="points-page">
      <PageHeader title={t('points.integral.title')} />
      <Balance summary={summary.data} />
      <div className="points-page__body">
        <Link className="points-shortcut card" to={checkinPath} data-testid="points-to-checkin">
          {t('points.integral.toCheckin')}
        </Link>
        <div className="points-kinds" role="tablist" aria-label={t('points.ledger.title')}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              className="points-kinds__tab"
              onClick={() => redirect(integralPath, { ...query, kind: k })}
              data-testid={`points-kind-${k}`}
            >
              {t(`points.ledger.kinds.${k}`)}
            </button>
          ))}
        </div>
        <PointsLedger kind={kind} />
      </div>
    </div>
  );
}
