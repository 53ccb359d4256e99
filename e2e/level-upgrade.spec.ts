import { type Browser, devices, type Page } from '@playwright/test';
import { addBalance, expectBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// Demo levels (apps/server/src/db/demo-data/levels.ts): Regular, Silver (growth), Gold (¥30), Black Gold (¥98);
// in Spanish Estándar, Plata, Oro, Oro Negro.

/** Opens the level page from the member centre's entry, as a member would. */
async function openLevels(page: Page): Promise<void> {
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await page.locator('a[data-testid="member-level"]').click();
  await expect(page).toHaveURL(/#\/subpackages\/account\/customerLevel/);
  await expect(page.getByTestId('level-card')).toBeVisible();
}

/** The level chip of the member centre header (fetched anew on each visit). */
async function expectLevelInMemberCentre(page: Page, name: string): Promise<void> {
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await expect(page.locator('span[data-testid="member-level"]')).toHaveText(name);
}

/** Pays on the sandbox gateway page, which leads back to the level page's result. */
async function payOnSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
  await expect(page.getByTestId('sandbox-amount')).toContainText(amount);
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/customerLevel\?.*orderno=\d+.*localOrderNo=/);
}

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a member pays for Gold from the balance, then for Black Gold online, and sees it in the member centre', async ({
    page,
    request,
  }, info) => {
    const phone = `1376660000${1 + info.retry}`;
    await logInBySms(page, request, phone);
    await addBalance(request, phone, 50);

    await openLevels(page);
    await expect(page.getByTestId('level-current')).toHaveText('Regular');
    await expect(page.getByTestId('level-next')).toContainText('500 more to reach Silver');
    await expect(page.getByTestId('level-item-gold')).toContainText('Reached at 2000 growth');
    await expect(page.getByTestId('invite-link')).toHaveValue(
      /invitePayUpgrade\?inviterUid=\d+&categoryId=\d+/,
    );

    // The upgrade view: Gold (the first level on offer) by balance, chosen because it covers the price.
    await page.getByTestId('level-upgrade').click();
    await expect(page).toHaveURL(/customerLevel\?type=update/);
    await expect(page.getByTestId('upgrade-choice-gold').locator('input')).toBeChecked();
    await expect(page.getByTestId('upgrade-method-2').locator('input')).toBeChecked();
    await page.getByTestId('upgrade-pay').click();
    await expect(page.getByTestId('upgrade-done')).toContainText('You are now Gold');
    await page.getByTestId('upgrade-to-member-centre').click();
    await expect(page.locator('span[data-testid="member-level"]')).toHaveText('Gold');
    await expectBalance(page, '¥20.00');

    // Black Gold online: the sandbox gateway, then back to the result.
    await openLevels(page);
    await expect(page.getByTestId('level-current')).toHaveText('Gold');
    await page.getByTestId('level-upgrade').click();
    await expect(page.getByTestId('upgrade-choice-black_gold').locator('input')).toBeChecked();
    await expect(page.getByTestId('upgrade-method-2')).toContainText('not enough');
    await page.getByTestId('upgrade-method-4').click();
    await page.getByTestId('upgrade-pay').click();
    await payOnSandbox(page, '98.00');
    await expect(page.getByTestId('upgrade-done')).toContainText('You are now Black Gold');
    await expectLevelInMemberCentre(page, 'Black Gold');
    await expectBalance(page, '¥20.00');
  });
});

// A context of its own per member: each logs in on a fresh page, as on two phones.
async function phoneOf(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

test.describe('en español', () => {
  test.use({ locale: 'es-ES' });

  test('a member shares an upgrade link; a friend opens it and pays for Gold online', async ({
    browser,
    baseURL,
    request,
  }, info) => {
    const inviter = await phoneOf(browser, baseURL, 'es-ES');
    await logInBySms(inviter, request, `1376670000${1 + info.retry}`);
    await inviter.goto('/#/subpackages/account/customerLevel');
    await expect(inviter.getByTestId('invite-reward')).toContainText('200 puntos');
    const link = await inviter.getByTestId('invite-link').inputValue();
    const gold = new URL(link).hash.match(/inviterUid=\d+&categoryId=\d+/)?.[0] ?? '';
    expect(gold).not.toBe('');

    // The inviter opening their own link is told they cannot invite themselves.
    await inviter.goto(`/#/subpackages/account/invitePayUpgrade?${gold}`);
    await expect(inviter.getByTestId('invite-self')).toHaveText('No puedes invitarte a ti mismo');

    const friend = await phoneOf(browser, baseURL, 'es-ES');
    await logInBySms(friend, request, `1376680000${1 + info.retry}`);
    await friend.goto(`/#/subpackages/account/invitePayUpgrade?${gold}`);
    // The store's level names in Spanish (demo data's translations): Gold reads Oro.
    await expect(friend.getByTestId('invite-level')).toContainText('Oro');
    await friend.getByTestId('upgrade-method-4').click();
    await friend.getByTestId('upgrade-pay').click();
    await payOnSandbox(friend, '30.00');
    await expect(friend.getByTestId('upgrade-done')).toContainText('Ya eres Oro');
    await expectLevelInMemberCentre(friend, 'Oro');

    // The inviter's reward arrived: 200 points in the member centre.
    await inviter.goto('/#/');
    await inviter.goto('/#/subpackages/account/account');
    await expect(inviter.getByTestId('member-figure-points')).toContainText('200');
    await inviter.context().close();
    await friend.context().close();
  });
});
