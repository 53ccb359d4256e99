// @vitest-environment happy-dom
import { type CheckinStateOut, checkinEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { checkinLoadRef, checkinSignInRef } from '../api/checkin.ts';
import { CheckinPage } from './checkin-page.tsx';

const page = memberPageTest();

const rule = { firstDayPoints: 5, dailyIncrement: 2, capPoints: 15, cycleDays: 7, cycleRewardPoints: 30 };

function state(extra: Partial<CheckinStateOut> = {}): CheckinStateOut {
  return {
    enabled: true,
    rule,
    today: '2026-11-25',
    signedToday: false,
    streak: 2,
    todayPoints: 9,
    tomorrowPoints: 11,
    daysToReward: 5,
    month: '2026-11',
    days: [
      { day: '2026-11-23', points: 5, rewardPoints: 0 },
      { day: '2026-11-24', points: 7, rewardPoints: 0 },
    ],
    points: 12,
    ...extra,
  };
}

function open(first: CheckinStateOut, opts: { afterSign?: CheckinStateOut; refuse?: boolean } = {}) {
  let signed = false;
  page.api({
    [checkinEndpoints.load.path]: (body) =>
      body.month === '2026-10'
        ? state({ month: '2026-10', days: [{ day: '2026-10-31', points: 5, rewardPoints: 0 }] })
        : signed && opts.afterSign
          ? opts.afterSign
          : first,
    [checkinEndpoints.signIn.path]: () => {
      if (opts.refuse) return new Refusal(409, 'CHECKIN_ALREADY_SIGNED', '今天已签到');
      signed = true;
      return { day: '2026-11-25', streak: 3, points: 9, rewardPoints: 0, balance: 21 };
    },
  });
  return page.render('/subpackages/actions/checkin', <CheckinPage />);
}

describe('the check-in page', () => {
  it('names the contract paths', () => {
    expect(checkinLoadRef.path).toBe(checkinEndpoints.load.path);
    expect(checkinSignInRef.path).toBe(checkinEndpoints.signIn.path);
  });

  it('shows the streak, what today and tomorrow earn, the rule and the signed days; checking in updates it', async () => {
    const after = state({
      signedToday: true,
      streak: 3,
      tomorrowPoints: 11,
      daysToReward: 4,
      points: 21,
      days: [...state().days, { day: '2026-11-25', points: 9, rewardPoints: 0 }],
    });
    const { user } = open(state(), { afterSign: after });
    expect((await screen.findByTestId('checkin-streak')).textContent).toBe('2 days in a row');
    expect(screen.getByTestId('checkin-tomorrow').textContent).toBe(
      'Check in today and tomorrow brings 11 points',
    );
    expect(screen.getByTestId('checkin-reward-in').textContent).toBe(
      '5 more check-ins to the streak bonus of 30 points',
    );
    expect(screen.getByText('Every 7 days in a row earn a bonus of 30 points.')).toBeTruthy();
    expect(within(screen.getByTestId('checkin-signed-2026-11-24')).getByText('+7')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check in for 9 points' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkin-done').textContent).toBe('Checked in today · 9 points'),
    );
    expect(screen.getByTestId('checkin-streak').textContent).toBe('3 days in a row');
    expect(screen.getByTestId('checkin-tomorrow').textContent).toBe('Come back tomorrow for 11 points');
    expect(screen.getByTestId('checkin-signed-2026-11-25')).toBeTruthy();
    expect(page.calls.filter((c) => c.path === checkinEndpoints.signIn.path)).toHaveLength(1);
  });

  it('turns to the previous month and not past the current one', async () => {
    const { user } = open(state());
    await screen.findByTestId('checkin-calendar');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByTestId('checkin-signed-2026-10-31')).toBeTruthy();
    expect(page.calls.some((c) => c.path === checkinEndpoints.load.path && c.body.month === '2026-10')).toBe(
      true,
    );
  });

  it('says when the store has no check-in', async () => {
    open(state({ enabled: false, rule: null }));
    expect(await screen.findByText('This store has not turned on daily check-in')).toBeTruthy();
  });

  it('shows the refusal of a second check-in', async () => {
    const { user } = open(state(), { refuse: true });
    await user.click(await screen.findByRole('button', { name: 'Check in for 9 points' }));
    await waitFor(() =>
      expect(toastSnapshot()).toMatchObject({ text: 'You have already checked in today', kind: 'error' }),
    );
  });
});
