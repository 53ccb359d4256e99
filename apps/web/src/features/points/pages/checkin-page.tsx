import type { CheckinRuleOut, CheckinStateOut } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useCheckIn, useCheckinState } from '../api/checkin.ts';
import { CheckinCalendar } from '../components/checkin-calendar.tsx';
import { shiftMonth } from '../state/calendar.ts';
import { integralPath } from '../state/points-paths.ts';
import './points-pages.css';

/** The rule in words: the first day, the daily increment up to the cap, the streak reward. */
function RuleCard({ rule }: { rule: CheckinRuleOut }) {
  const t = useT();
  return (
    <section className="points-card card" aria-labelledby="checkin-rule">
      <h2 id="checkin-rule" className="points-card__title">
        {t('points.checkin.ruleTitle')}
      </h2>
      <ul className="points-rule">
        <li>{t('points.checkin.ruleFirst', { points: rule.firstDayPoints })}</li>
        {rule.dailyIncrement > 0 ? (
          <li>{t('points.checkin.ruleIncrement', { points: rule.dailyIncrement, cap: rule.capPoints })}</li>
        ) : null}
        {rule.cycleDays > 0 && rule.cycleRewardPoints > 0 ? (
          <li>{t('points.checkin.ruleCycle', { days: rule.cycleDays, points: rule.cycleRewardPoints })}</li>
        ) : null}
        <li>{t('points.checkin.ruleBreak')}</li>
      </ul>
    </section>
  );
}

/** The streak, today's check-in (or that it is done), tomorrow's points and the way to the streak reward. */
function TodayCard({ state, busy, onSign }: { state: CheckinStateOut; busy: boolean; onSign: () => void }) {
  const t = useT();
  return (
    <section className="checkin-today card" aria-labelledby="checkin-streak" data-testid="checkin-today">
      <p id="checkin-streak" className="checkin-today__streak" data-testid="checkin-streak">
        {state.streak > 1
          ? t('points.checkin.streak', { days: state.streak })
          : state.streak === 1
            ? t('points.checkin.streakOne')
            : t('points.checkin.noStreak')}
      </p>
      {state.signedToday ? (
        <Button block size="lg" disabled data-testid="checkin-done">
          {t('points.checkin.done', { points: state.todayPoints })}
        </Button>
      ) : (
        <Button block size="lg" loading={busy} onClick={onSign} data-testid="checkin-sign">
          {t('points.checkin.sign', { points: state.todayPoints })}
        </Button>
      )}
      <p className="checkin-today__line" data-testid="checkin-tomorrow">
        {state.signedToday
          ? t('points.checkin.tomorrow', { points: state.tomorrowPoints })
          : t('points.checkin.tomorrowIfToday', { points: state.tomorrowPoints })}
      </p>
      {state.daysToReward !== null && state.rule ? (
        <p className="checkin-today__line" data-testid="checkin-reward-in">
          {state.daysToReward === 1
            ? t('points.checkin.rewardNext', { points: state.rule.cycleRewardPoints })
            : t('points.checkin.rewardIn', {
                days: state.daysToReward,
                points: state.rule.cycleRewardPoints,
              })}
        </p>
      ) : null}
      <Link className="checkin-today__points" to={integralPath} data-testid="checkin-points">
        {t('points.checkin.myPoints', { points: state.points })}
      </Link>
    </section>
  );
}

/**
 * Daily check-in (SPEC §2 actions/checkin, §4, §9): check in once a day for points that grow with the streak up to
 * a cap, with a reward on every full cycle of days in a row; a calendar of the month with the signed days.
 */
export function CheckinPage() {
  const t = useT();
  const [month, setMonth] = useState<string | null>(null);
  const state = useCheckinState(month);
  const checkIn = useCheckIn();
  const [busy, setBusy] = useState(false);

  const sign = async () => {
    setBusy(true);
    try {
      const done = await checkIn();
      const points = done.points + done.rewardPoints;
      toast(t('points.checkin.signed', { points, days: done.streak }), { kind: 'success' });
    } catch (error) {
      toast(errorMessage(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (!state.data) {
      if (state.isError)
        return <LoadFailed title={errorMessage(state.error)} onRetry={() => void state.refetch()} />;
      return <PageSkeleton label={t('points.checkin.title')} />;
    }
    const s = state.data;
    if (!s.enabled || !s.rule) return <EmptyState title={t('points.checkin.off')} />;
    const current = s.today.slice(0, 7);
    return (
      <>
        <TodayCard state={s} busy={busy} onSign={() => void sign()} />
        <CheckinCalendar
          month={s.month}
          today={s.today}
          days={s.days}
          canGoNext={s.month < current}
          onMonth={(step) => setMonth(shiftMonth(s.month, step))}
        />
        <RuleCard rule={s.rule} />
      </>
    );
  };

  return (
    <div className="points-page">
      <PageHeader title={t('points.checkin.title')} />
      <div className="points-page__body">{body()}</div>
    </div>
  );
}
