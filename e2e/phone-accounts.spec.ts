import type { APIRequestContext, Page } from '@playwright/test';
import { staffToken } from './playwright.config.ts';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

interface OpenedAccount {
  uid: number;
  memberNo: string;
}

/** Opens a member account on a phone through the staff API, as a store does for one person's second card. */
async function openAccount(request: APIRequestContext, phone: string, name: string): Promise<OpenedAccount> {
  const res = await request.post('/staff/members', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { phone, name },
  });
  if (!res.ok()) throw new Error(`staff members answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { Result: OpenedAccount }).Result;
}

async function expectMemberNo(page: Page, memberNo: string): Promise<void> {
  // The member centre reads its figures on each visit: leave it first, then open it.
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await expect(page.getByTestId('member-no')).toContainText(memberNo);
}

const cases = [
  { locale: 'en-US', phonePrefix: '1376690000', title: 'Choose an account', current: 'Current' },
  { locale: 'zh-CN', phonePrefix: '1376691000', title: '选择账号', current: '当前' },
];

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a shopper with two accounts on one phone picks one at login and switches back in settings', async ({
      page,
      request,
    }, info) => {
      const phone = `${c.phonePrefix}${1 + info.retry}`;
      const main = await openAccount(request, phone, 'Ana Main');
      const family = await openAccount(request, phone, 'Ana Family');

      // The login ends on the chooser (two accounts on the phone); the oldest account is the current one.
      const loggingIn = logInBySms(page, request, phone);
      const chooser = page.getByTestId('account-chooser');
      await expect(chooser).toBeVisible();
      await expect(chooser.getByText(c.title)).toBeVisible();
      await expect(page.getByTestId(`account-choice-${main.uid}`)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId(`account-choice-${main.uid}`)).toContainText(c.current);
      await expect(page.getByTestId(`account-choice-${family.uid}`)).toContainText(family.memberNo);
      await page.getByTestId(`account-choice-${family.uid}`).click();
      await loggingIn;
      await expectMemberNo(page, family.memberNo);
      await expect(page.getByTestId('member-name')).toContainText('Ana Family');

      // Later, from the settings page, back to the main account.
      await page.goto('/#/subpackages/account/setting');
      await page.getByTestId('settings-switch-account').click();
      await expect(page.getByTestId(`account-choice-${family.uid}`)).toHaveAttribute('aria-current', 'true');
      await page.getByTestId(`account-choice-${main.uid}`).click();
      await expect(chooser).toBeHidden();
      await expectMemberNo(page, main.memberNo);
      await expect(page.getByTestId('member-name')).toContainText('Ana Main');
    });
  });
}
