// @vitest-environment happy-dom
import { levelEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { InviteUpgradePage } from './invite-upgrade-page.tsx';
import { levelReads, upgradeAnswer, upgradeInfo } from './level-test-data.ts';

const page = memberPageTest();
const payButton = () => screen.queryByRole('button', { name: 'Pay and upgrade' });

function open(query: Record<string, string>, uid: number, extra = {}) {
  page.api({
    ...levelReads(uid, 50),
    [levelEndpoints.updateCategory.path]: () => upgradeAnswer(2),
    ...extra,
  });
  return page.render('/subpackages/account/invitePayUpgrade', <InviteUpgradePage />, query);
}

describe('the upgrade invitation page', () => {
  it('shows the invited level to a friend, who pays for it with the inviter named', async () => {
    const { user } = open({ inviterUid: '7', categoryId: '3' }, 42);
    await screen.findByRole('heading', { name: 'Gold' });
    screen.getByText('Priority pickup');
    // The level is the invitation's: there is none to choose.
    expect(screen.queryByRole('radio', { name: /^Gold/ })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Member balance/ }).checked).toBe(true),
    );
    await user.click(payButton()!);
    await waitFor(() => expect(router.current().path).toBe('/subpackages/account/customerLevel'));
    const sent = page.calls.find((c) => c.path === levelEndpoints.updateCategory.path)?.body;
    expect(sent).toMatchObject({ categoryId: 3, payMethod: 2, inviterUid: 7 });
  });

  it('tells the inviter they cannot invite themselves, and offers the link to share', async () => {
    open({ inviterUid: '42', categoryId: '3' }, 42);
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot invite yourself');
    expect(payButton()).toBeNull();
    screen.getByRole('button', { name: 'Share the link' });
  });

  it('explains a broken link, a level not for sale and one already reached', async () => {
    let view = open({ inviterUid: 'x', categoryId: '3' }, 42);
    await screen.findByText('This invitation link is not valid');
    view.unmount();
    view = open({ inviterUid: '7', categoryId: '2' }, 42);
    await screen.findByText('This level cannot be bought');
    view.unmount();
    view = open({ inviterUid: '7', categoryId: '99' }, 42);
    await screen.findByText('This member level does not exist');
    view.unmount();
    const gold = { id: 3, code: 'gold', name: 'Gold', rank: 20 };
    open({ inviterUid: '7', categoryId: '3' }, 42, {
      [levelEndpoints.upgradeInfo.path]: () => ({
        ...upgradeInfo,
        current: gold,
        next: null,
        growthNeeded: null,
      }),
    });
    await screen.findByText('You are already Gold or higher');
    expect(page.calls.some((c) => c.path === levelEndpoints.updateCategory.path)).toBe(false);
  });
});
