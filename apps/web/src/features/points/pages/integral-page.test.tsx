// @vitest-environment happy-dom
import { type PointsEntryOut, pointsLedgerEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { recordsRef } from '../api/records.ts';
import { summaryRef } from '../api/summary.ts';
import { IntegralPage } from './integral-page.tsx';

const page = memberPageTest();

function entry(id: number, extra: Partial<PointsEntryOut>): PointsEntryOut {
  return {
    id,
    delta: 10,
    pointsAfter: 10,
    reason: 'consumption',
    orderNo: null,
    note: '',
    createdAt: '2026-11-24T04:00:00.000Z',
    ...extra,
  };
}

const entries = [
  entry(3, { delta: -70, pointsAfter: 50, reason: 'year_end_expiry' }),
  entry(2, { delta: 5, pointsAfter: 120, reason: 'checkin_reward' }),
  entry(1, { delta: 115, pointsAfter: 115, reason: 'consumption', orderNo: '2611240001' }),
];

function open(clearing = 70, query: Record<string, string> = {}) {
  page.api({
    [pointsLedgerEndpoints.summary.path]: () => ({
      points: 120,
      clearing: { points: clearing, lastDay: '2026-12-31', clearsAt: '2026-12-31T16:00:00.000Z' },
    }),
    [pointsLedgerEndpoints.records.path]: (body) => {
      const list = entries.filter((e) =>
        body.kind === 'in' ? e.delta > 0 : body.kind === 'out' ? e.delta < 0 : true,
      );
      return { entries: list, total: list.length };
    },
  });
  return page.render('/subpackages/integral/integral', <IntegralPage />, query);
}

describe('my points', () => {
  it('names the contract paths', () => {
    expect(summaryRef.path).toBe(pointsLedgerEndpoints.summary.path);
    expect(recordsRef.path).toBe(pointsLedgerEndpoints.records.path);
  });

  it('shows the points, what expires on the clearing date with its year, and the ledger with its reasons', async () => {
    open();
    expect((await screen.findByTestId('points-value')).textContent).toBe('120');
    expect(screen.getByTestId('points-clearing').textContent).toBe('70 points expire on December 31, 2026');
    const ledger = await screen.findByTestId('points-ledger');
    expect(within(ledger).getByText('Expired at year end')).toBeTruthy();
    expect(within(ledger).getByText('-70')).toBeTruthy();
    expect(within(ledger).getByText('+115')).toBeTruthy();
    expect(within(ledger).getByText('Order 2611240001')).toBeTruthy();
  });

  it('says when nothing expires, and filters the ledger by what was used', async () => {
    const { user } = open(0);
    expect((await screen.findByTestId('points-clearing')).textContent).toBe(
      'No points expire on December 31, 2026',
    );
    await user.click(screen.getByTestId('points-kind-out'));
    await waitFor(() => expect(router.current().query.kind).toBe('out'));
  });

  it('lists only the uses when opened on them', async () => {
    open(70, { kind: 'out' });
    const ledger = await screen.findByTestId('points-ledger');
    expect(within(ledger).getAllByRole('listitem')).toHaveLength(1);
    expect(
      page.calls.some((c) => c.path === pointsLedgerEndpoints.records.path && c.body.kind === 'out'),
    ).toBe(true);
  });
});
