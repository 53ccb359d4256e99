// @vitest-environment happy-dom
import { type BalanceEntryOut, balanceLedgerEndpoints } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { ledgerRef } from '../api/ledger.ts';
import { BalancePage } from './balance-page.tsx';

const page = memberPageTest();
const asked = () =>
  page.calls.filter((c) => c.path === balanceLedgerEndpoints.ledger.path).map((c) => c.body);

const entry = (fields: Partial<BalanceEntryOut>): BalanceEntryOut => ({
  id: 1,
  amount: 100,
  balanceAfter: 100,
  reason: 'top_up',
  kind: 'topUp',
  note: '',
  createdAt: '2026-11-20T02:00:00Z',
  orderNo: '2026112010000001',
  ...fields,
});

function open() {
  page.api({
    [balanceLedgerEndpoints.ledger.path]: (body) => ({
      balance: 115,
      entries:
        body.kind === 'gift'
          ? [entry({ id: 2, amount: 15, balanceAfter: 115, reason: 'top_up_gift', kind: 'gift' })]
          : [
              entry({ id: 4, amount: -9.9, balanceAfter: 103, reason: 'points_exchange', kind: 'payment' }),
              entry({ id: 3, amount: -12, balanceAfter: 103, reason: 'balance_spend', kind: 'payment' }),
              entry({ id: 2, amount: 15, balanceAfter: 115, reason: 'top_up_gift', kind: 'gift' }),
              entry({}),
            ],
      total: body.kind === 'gift' ? 1 : 4,
      income: 115,
      expense: 12,
      upcoming: [
        {
          seq: 2,
          of: 3,
          amount: 15,
          dueAt: '2026-12-19T16:00:00Z',
          releasedAt: null,
          orderNo: '2026112010000001',
        },
      ],
    }),
  });
  return page.render('/subpackages/balance/balance', <BalancePage />);
}

describe('my balance', () => {
  it('names the contract path', () => {
    expect(ledgerRef.path).toBe(balanceLedgerEndpoints.ledger.path);
  });

  it('shows the balance, the gifts to come and the entries with their reasons and signs', async () => {
    open();
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('¥115.00'));
    expect(screen.getByTestId('balance-upcoming').textContent).toContain('Part 2 of 3');
    expect(screen.getByTestId('balance-entry-balance_spend').textContent).toContain('Balance spend');
    expect(screen.getByTestId('balance-entry-balance_spend').textContent).toContain('−¥12.00');
    expect(screen.getByTestId('balance-entry-top_up_gift').textContent).toContain('+¥15.00');
    expect(screen.getByTestId('balance-entry-top_up').textContent).toContain('Card top-up');
    // A points-mall exchange's money has its own words, not a web order's payment (issue 28).
    expect(screen.getByTestId('balance-entry-points_exchange').textContent).toContain('Points mall exchange');
  });

  it('asks again by kind and month, shows the sums, and opens an entry', async () => {
    const { user } = open();
    await screen.findByTestId('balance-entries');
    await user.click(screen.getByTestId('balance-kind-gift'));
    await waitFor(() => expect(screen.queryByTestId('balance-entry-top_up')).toBeNull());
    // What a browser sends as the month is picked (React's onChange listens to it as well).
    fireEvent.input(screen.getByTestId('balance-month'), { target: { value: '2026-11' } });
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ kind: 'gift', month: '2026-11' }));
    expect((await screen.findByTestId('balance-sums')).textContent).toBe('In ¥115.00 · Out ¥12.00');
    await user.click(screen.getByTestId('balance-entry-top_up_gift'));
    expect(router.current()).toMatchObject({ path: '/subpackages/balance/payDetail', query: { id: '2' } });
  });
});
