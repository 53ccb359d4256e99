// @vitest-environment happy-dom
import type { GroupBuyActivityOut, GroupOut } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, fakeApi } from '../../../test/shop-harness.tsx';
import { GroupBuyPage } from './group-buy-page.tsx';

const mousse: GroupBuyActivityOut = {
  id: 3,
  name: 'Mango mousse for two',
  description: 'Two slices, one group.',
  image: '',
  productId: null,
  price: 29,
  groupPrice: 19,
  size: 2,
  limitMinutes: 1440,
  fillOnExpiry: false,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2099-01-01T00:00:00Z',
  ended: false,
};
const group: GroupOut = {
  id: 7,
  activityId: 3,
  status: 'awaiting_group',
  size: 2,
  joined: 1,
  placesLeft: 1,
  filledByStore: 0,
  leaderName: 'A***a',
  members: [{ name: 'A***a', leader: true }],
  expiresAt: '2099-01-01T00:00:00Z',
  formedAt: null,
  joinedByMe: false,
};
const serverTime = new Date().toISOString();

beforeEach(async () => {
  fakeApi({
    'GroupPurchase/LoadData': () => ({ activities: [mousse], serverTime }),
    'GroupPurchase/Detail': (body) => ({
      activity: mousse,
      openGroups: [group],
      group: body.group === 7 ? group : null,
      serverTime,
    }),
    'GroupPurchase/GrouppurchaseRules': () => ({
      size: 2,
      limitMinutes: 1440,
      fillOnExpiry: false,
      description: 'Two slices, one group.',
    }),
  });
  await bootStore(1001);
  await setLocale('en');
});

function open(query: Record<string, string>) {
  navigate('/subpackages/marketing/groupBuy', query);
  return renderWithProviders(<GroupBuyPage />);
}

describe('group buy page', () => {
  it('lists the group buys on now with the group price, size and time limit', async () => {
    open({});
    const card = await screen.findByTestId('group-buy-activity');
    expect(card.textContent).toContain('Mango mousse for two');
    expect(card.textContent).toContain('Groups of 2 · 24 h');
    expect(card.textContent).toContain('¥19.00');
  });

  it('words the rules and lists the open groups, asking a guest to log in', async () => {
    open({ id: '3' });
    const rules = within(await screen.findByTestId('group-buy-rules'));
    rules.getByText('Groups of 2, the leader included');
    rules.getByText("Every member must pay within 24 h of the leader's payment");
    rules.getByText('Not filled in time: everyone is refunded automatically');
    // The store's text is the description the hero shows already.
    expect(rules.queryByText('Two slices, one group.')).toBeNull();
    const row = within(screen.getByTestId('group-open'));
    row.getByText("A***a's group");
    expect(screen.getByTestId('group-buy-login').textContent).toBe('Log in to join');
  });

  it("opens a leader's share link on that group, its button the only call to action", async () => {
    open({ id: '3', group: '7' });
    const shared = within(await screen.findByTestId('group-shared'));
    shared.getByRole('heading', { name: "A***a's group" });
    expect(shared.getByTestId('group-status').textContent).toBe('Waiting for 1 more');
    expect(shared.getAllByTestId('group-empty')).toHaveLength(1);
    expect(shared.getByTestId('group-login').textContent).toBe('Log in to join');
    expect(screen.queryByTestId('group-buy-login')).toBeNull();
    // The shared group is not listed again among the open ones.
    expect(screen.queryByTestId('group-open')).toBeNull();
  });
});
