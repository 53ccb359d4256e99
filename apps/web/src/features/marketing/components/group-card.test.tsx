// @vitest-environment happy-dom
import type { GroupBuyOrderOut, GroupOut } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type JoinAction, SharedGroup } from './group-card.tsx';
import { GroupOrderView } from './group-order.tsx';

const waiting: GroupOut = {
  id: 7,
  activityId: 3,
  status: 'awaiting_group',
  size: 3,
  joined: 1,
  placesLeft: 2,
  filledByStore: 0,
  leaderName: 'A***a',
  members: [{ name: 'A***a', leader: true }],
  expiresAt: '2099-01-01T00:00:00Z',
  formedAt: null,
  joinedByMe: false,
};

const order: GroupBuyOrderOut = {
  orderNo: '20261203100001',
  status: 'pending',
  needPay: false,
  payMethod: 2,
  amount: 19,
  activityId: 3,
  name: 'Mango mousse for two',
  image: '',
  leader: true,
  group: { ...waiting, joinedByMe: true },
  autoCancelAt: null,
  createdAt: '2026-12-03T10:00:00Z',
};

function action(loggedIn: boolean): JoinAction {
  return { loggedIn, disabled: false, busy: () => false, join: vi.fn() };
}

describe('SharedGroup', () => {
  beforeAll(() => setLocale('en'));

  it('draws the members with the leader marked and the empty places, and asks a guest to log in', async () => {
    const guest = action(false);
    const { user } = renderWithProviders(<SharedGroup group={waiting} action={guest} />);
    expect(screen.getByRole('heading', { name: "A***a's group" })).toBeTruthy();
    expect(screen.getByTestId('group-status').textContent).toBe('Waiting for 2 more');
    expect(screen.getAllByTestId('group-member')).toHaveLength(1);
    expect(screen.getByTestId('group-member').textContent).toContain('Leader');
    expect(screen.getAllByTestId('group-empty')).toHaveLength(2);
    expect(screen.getByRole('timer').textContent).toMatch(/left$/);
    await user.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(guest.join).toHaveBeenCalledWith(7);
  });

  it('offers a member "Join this group"', () => {
    renderWithProviders(<SharedGroup group={waiting} action={action(true)} />);
    expect(screen.getByTestId('group-join').textContent).toBe('Join this group');
  });

  it.each([
    [{ joinedByMe: true }, 'You are in this group'],
    [{ status: 'grouped', placesLeft: 0 }, 'Group full'],
    [{ status: 'ended' }, 'Ended'],
    [{ status: 'revoked' }, 'Revoked by the store'],
  ] as const)('says why a group cannot be joined: %o', (change, words) => {
    renderWithProviders(<SharedGroup group={{ ...waiting, ...change }} action={action(true)} />);
    expect(screen.getByTestId('group-closed').textContent).toBe(words);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the places the store filled as such', () => {
    const filled: GroupOut = { ...waiting, status: 'grouped', placesLeft: 0, filledByStore: 2 };
    renderWithProviders(<SharedGroup group={filled} action={action(true)} />);
    expect(screen.getByTestId('group-status').textContent).toBe('Group formed');
    expect(screen.getAllByTestId('group-store')).toHaveLength(2);
    expect(screen.queryByTestId('group-empty')).toBeNull();
    expect(screen.getByTestId('group-filled-by-store').textContent).toBe('Places filled by the store: 2');
  });
});

describe('GroupOrderView', () => {
  beforeAll(() => setLocale('en'));

  it('gives a waiting leader the link to the group to share', () => {
    renderWithProviders(<GroupOrderView order={order} />);
    expect(screen.getByRole('heading', { name: 'Waiting for 2 more' })).toBeTruthy();
    const link = screen.getByLabelText('Link to your group') as HTMLInputElement;
    expect(link.value).toMatch(/#\/subpackages\/marketing\/groupBuy\?id=3&group=7$/);
  });

  it('says where to collect a formed group, and where a refund went', () => {
    const formed: GroupBuyOrderOut = {
      ...order,
      status: 'accepted',
      group: { ...waiting, status: 'grouped', placesLeft: 0, members: [...waiting.members] },
    };
    const { unmount } = renderWithProviders(<GroupOrderView order={formed} />);
    expect(screen.getByRole('heading', { name: 'Group formed' })).toBeTruthy();
    expect(screen.getByText('Collect it at the counter with order number 20261203100001.')).toBeTruthy();
    expect(screen.queryByTestId('group-share')).toBeNull();
    unmount();
    renderWithProviders(<GroupOrderView order={{ ...order, status: 'refunded' }} />);
    expect(screen.getByRole('heading', { name: 'The group did not form' })).toBeTruthy();
    expect(screen.getByText('¥19.00 went back to your balance.')).toBeTruthy();
  });
});
