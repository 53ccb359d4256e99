import type { AccumulationPromotionOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useAccumulation } from '../api/accumulation.ts';
import { rewardWords } from '../state/reward-words.ts';
import './points-pages.css';

/** Where the member stands: not started, on the way (until the deadline), reached, or out of time. */
function ProgressLine({ promo, now }: { promo: AccumulationPromotionOut; now: number }) {
  const t = useT();
  const p = promo.progress;
  if (!p) return <p className="accumulation__state">{t('points.accumulation.notStarted')}</p>;
  if (p.reachedAt) {
    const date = formatDate(p.reachedAt, 'longDay');
    return (
      <p className="accumulation__state accumulation__state--done">
        {t('points.accumulation.reached', { date })}
      </p>
    );
  }
  const deadline = formatDate(p.deadline, 'long');
  return (
    <p className="accumulation__state">
      {Date.parse(p.deadline) > now
        ? t('points.accumulation.until', { date: deadline, left: promo.targetPoints - p.points })
        : t('points.accumulation.missed', { date: deadline })}
    </p>
  );
}

function PromotionCard({ promo, now }: { promo: AccumulationPromotionOut; now: number }) {
  const t = useT();
  const { locale } = useLocale();
  const points = Math.min(promo.progress?.points ?? 0, promo.targetPoints);
  return (
    <li className="accumulation card" data-testid={`accumulation-${promo.id}`}>
      <h2 className="accumulation__name">{promo.name}</h2>
      <p className="accumulation__rule">
        {t('points.accumulation.rule', { points: promo.targetPoints, days: promo.windowDays })}
      </p>
      <div
        className="accumulation__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={promo.targetPoints}
        aria-valuenow={points}
        aria-label={t('points.accumulation.progress', { points, target: promo.targetPoints })}
      >
        <span style={{ width: `${(points / promo.targetPoints) * 100}%` }} />
      </div>
      <p className="accumulation__figures" data-testid="accumulation-progress">
        {t('points.accumulation.progress', { points, target: promo.targetPoints })}
      </p>
      <ProgressLine promo={promo} now={now} />
      <h3 className="accumulation__reward-title">{t('points.accumulation.reward')}</h3>
      <ul className="accumulation__reward">
        {promo.reward.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a reward's items keep their order and have no id.
          <li key={i}>{rewardWords(item, t, locale)}</li>
        ))}
      </ul>
      <p className="accumulation__ends">
        {t('points.accumulation.ends', { date: formatDate(promo.endsAt, 'longDay') })}
      </p>
    </li>
  );
}

/**
 * The accumulated-points promotion (SPEC §2 actions/accumulationPoints, §9): points from purchases count toward a
 * target within a set number of days of the first purchase; reaching it delivers the reward once.
 */
export function AccumulationPage() {
  const t = useT();
  const state = useAccumulation();
  const body = () => {
    if (!state.data) {
      if (state.isError)
        return <LoadFailed title={errorMessage(state.error)} onRetry={() => void state.refetch()} />;
      return <PageSkeleton label={t('points.accumulation.title')} />;
    }
    if (state.data.promotions.length === 0) return <EmptyState title={t('points.accumulation.none')} />;
    const now = Date.now();
    return (
      <ul className="accumulation-list">
        {state.data.promotions.map((promo) => (
          <PromotionCard key={promo.id} promo={promo} now={now} />
        ))}
      </ul>
    );
  };
  return (
    <div className="points-page">
      <PageHeader title={t('points.accumulation.title')} />
      <div className="points-page__body">{body()}</div>
    </div>
  );
}
