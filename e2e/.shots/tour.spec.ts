import { test } from '@playwright/test';
import { logInBySms } from '../support/member.ts';

const out = (n: string) => `/tmp/shots/${n}.png`;
test.use({ locale: 'en-US' });
test('tour', async ({ page, request }) => {
  await page.goto('/#/subpackages/account/login');
  await page.waitForTimeout(800);
  await page.screenshot({ path: out('01-login') });
  await page.getByTestId('login-tab-password').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out('02-login-password') });
  await page.getByTestId('login-tab-email').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: out('03-login-email') });
  await page.getByTestId('login-tab-sms').click();
  await page.locator('.login-form__doc').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: out('03b-terms-from-login') });
  await page.goBack();
  await page.waitForTimeout(500);
  console.log('agree after link:', await page.locator('input[name=agree]').isChecked());
  await page.goto('/#/');
  await logInBySms(page, request, '13700000991');
  await page.goto('/#/subpackages/account/account');
  await page.waitForTimeout(800);
  await page.screenshot({ path: out('04-centre'), fullPage: true });
  for (const [name, path] of [
    ['05-profile', 'infoEdit'],
    ['06-avatar', 'headSetting'],
    ['07-settings', 'setting'],
    ['08-terms-list', 'termsList'],
    ['09-deregister', 'deregister'],
    ['10-info', 'information'],
    ['11-service', 'customerService'],
    ['12-map', 'map'],
    ['13-level', 'customerLevel'],
    ['14-level-update', 'customerLevel?type=update'],
    ['15-password', 'password'],
    ['16-paypw', 'password?type=pay'],
  ] as const) {
    await page.goto(`/#/subpackages/account/${path}`);
    await page.waitForTimeout(900);
    await page.screenshot({ path: out(name), fullPage: true });
  }
});
