// @vitest-environment happy-dom
import { levelEndpoints } from '@shop/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { eventually, memberPageTest } from '../../../test/legacy-harness.tsx';
import { InviteUpgradePage } from './invite-upgrade-page.tsx';
import { levelReads, upgradeAnswer, upgradeInfo } from './level-test-data.ts';

const page = memberPageTest();
const byTestId = page.el;

async function open(query: Record<string, string>, uid: number, extra = {}) {
  page.api({
    ...levelReads(uid, 50),
    [levelEndpoints.updateCategory.path]: () => upgradeAnswer(2),
    ...extra,
  });
  await page.render('/subpackages/account/invitePayUpgrade', <InviteUpgradePage />, query);
}

describe('the upgrade invitation page', () => {
  it('shows the invited level to a friend, who pays for it with the inviter named', async () => {
    await open({ inviterUid: '7', categoryId: '3' }, 42);
    await eventually(() => expect(byTestId('invite-level')?.textContent).toContain('Gold'));
    expect(byTestId('invite-level')?.textContent).toContain('Priority pickup');
    expect(byTestId('upgrade-choice-gold')).toBeNull();
    await eventually(() => expect(byTestId('upgrade-method-2')?.querySelector('input')?.checked).toBe(true));
    await act(async () => byTestId('upgrade-pay')!.click());
    await eventually(() => expect(router.current().path).toBe('/subpackages/account/customerLevel'));
    const sent = page.calls.find((c) => c.path === levelEndpoints.updateCategory.path)?.body;
    expect(sent).toMatchObject({ categoryId: 3, payMethod: 2, inviterUid: 7 });
  });

  it('tells the inviter they cannot invite themselves, and offers the link to share', async () => {
    await open({ inviterUid: '42', categoryId: '3' }, 42);
    await eventually(() => expect(byTestId('invite-self')?.textContent).toBe('You cannot invite yourself'));
    expect(byTestId('upgrade-form')).toBeNull();
    expect(byTestId('invite-share')).not.toBeNull();
  });

  it('explains a broken link, a level not for sale and one already reached', async () => {
    await open({ inviterUid: 'x', categoryId: '3' }, 42);
    await eventually(() => expect(page.view.text()).toContain('This invitation link is not valid'));
    page.view.unmount();
    await open({ inviterUid: '7', categoryId: '2' }, 42);
    await eventually(() => expect(page.view.text()).toContain('This level cannot be bought'));
    page.view.unmount();
    await open({ inviterUid: '7', categoryId: '99' }, 42);
    await eventually(() => expect(page.view.text()).toContain('This member level does not exist'));
    page.view.unmount();
    const gold = { id: 3, code: 'gold', name: 'Gold', rank: 20 };
    await open({ inviterUid: '7', categoryId: '3' }, 42, {
      [levelEndpoints.upgradeInfo.path]: () => ({
        ...upgradeInfo,
        current: gold,
        next: null,
        growthNeeded: null,
      }),
    });
    await eventually(() => expect(page.view.text()).toContain('You are already Gold or higher'));
    expect(page.calls.some((c) => c.path === levelEndpoints.updateCategory.path)).toBe(false);
  });
});
