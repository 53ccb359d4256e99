import type { APIRequestContext, Page } from '@playwright/test';
import { addBalance, logInBySms } from './support/member.ts';
import { runStaffCommand } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// The member payment code (decision 034): the code made on the phone, charged at the till by the staff command
// line, the payment appearing on the page by itself.

const digitsOf = async (page: Page) =>
  ((await page.getByTestId('pay-code-digits').textContent()) ?? '').replace(/\s/g, '');

/** A new member (phone width) with `yuan` on the balance, on the payment code page opened from the member centre. */
async function openPayCode(page: Page, request: APIRequestContext, phone: string, yuan: number) {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInBySms(page, request, phone);
  await addBalance(request, phone, yuan);
  await page.goto('/#/subpackages/account/account');
  await page.getByTestId('member-payCode').click();
  await expect(page).toHaveURL(/balance\/balancePay/);
  await expect(page.getByTestId('pay-code-digits')).toHaveText(/^\d{4} \d{4} \d{4} \d{4} \d{2}$/);
}

test.describe('in English', () => {
  test('pay at the till with the payment code, see it on the page, also offline', async ({
    page,
    request,
    baseURL,
  }, info) => {
    const phone = `137420001${String(10 + info.retry)}`;
    await openPayCode(page, request, phone, 100);
    await expect(page.getByRole('heading', { name: 'Payment code' })).toBeVisible();
    await expect(page.getByTestId('pay-code-countdown')).toHaveText(/^Refreshes in \d+ s$/);
    await expect(page.getByTestId('pay-code-brightness')).toHaveText(/brightness/);
    await expect(page.getByTestId('pay-code-balance')).toContainText('100.00');
    await page.screenshot({ path: info.outputPath('pay-code-en.png') });

    // The cashier types the code into the till: `npm run staff -- charge <code> 12.50`.
    const code = await digitsOf(page);
    const charged = await runStaffCommand(baseURL!, ['charge', code, '12.50']);
    expect(charged.err).toBe('');
    expect(charged.code).toBe(0);
    expect(charged.out).toMatch(/^Paid ¥12\.50 from member \S+'s balance \(PC\d+\); balance now ¥87\.50/);

    // The page sees the payment by itself and moves on to a new code.
    const paid = page.getByTestId('pay-code-paid');
    await expect(paid).toContainText('Payment successful');
    await expect(paid).toContainText('12.50');
    await expect(page.getByTestId('pay-code-paid-balance')).toContainText('87.50');
    await expect.poll(() => digitsOf(page)).not.toBe(code);
    await page.screenshot({ path: info.outputPath('pay-code-paid-en.png') });

    // The same code again is refused: each code pays once.
    const replay = await runStaffCommand(baseURL!, ['charge', code, '1']);
    expect(replay.code).not.toBe(0);
    expect(replay.err).toContain('PAY_CODE_USED');
    await page.getByTestId('pay-code-paid-done').click();

    // No network: a new code is still made on the phone, and the till can still take it.
    await page.context().setOffline(true);
    await expect(page.getByTestId('pay-code-offline')).toBeVisible();
    const before = await digitsOf(page);
    await page.getByTestId('pay-code-refresh').click();
    await expect.poll(() => digitsOf(page), { timeout: 8000 }).not.toBe(before);
    await page.screenshot({ path: info.outputPath('pay-code-offline-en.png') });
    const offlineCode = await digitsOf(page);
    const offlineCharge = await runStaffCommand(baseURL!, ['charge', offlineCode, '7.50']);
    expect(offlineCharge.code).toBe(0);
    await page.context().setOffline(false);
    await expect(page.getByTestId('pay-code-paid')).toContainText('7.50');
    await expect(page.getByTestId('pay-code-paid-balance')).toContainText('80.00');
  });

  test('above the store limit the member confirms on the phone while the till waits', async ({
    page,
    request,
    baseURL,
  }, info) => {
    const phone = `137420001${String(20 + info.retry)}`;
    await openPayCode(page, request, phone, 500);
    const code = await digitsOf(page);
    const till = runStaffCommand(baseURL!, ['charge', code, '250', '--wait', '60']);
    const waiting = page.getByTestId('pay-code-confirm');
    await expect(waiting).toContainText('Confirm this payment', { timeout: 20_000 });
    await expect(waiting).toContainText('250.00');
    await page.screenshot({ path: info.outputPath('pay-code-confirm-en.png') });
    await page.getByTestId('pay-code-confirm-button').click();
    const done = await till;
    expect(done.code).toBe(0);
    expect(done.out).toMatch(/Waiting for member .* to confirm ¥250\.00 on the phone/);
    expect(done.out).toMatch(/Paid ¥250\.00 .*balance now ¥250\.00/);
    await expect(page.getByTestId('pay-code-paid-balance')).toContainText('250.00');
  });
});

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('付款码 charged at the till appears on the page', async ({ page, request, baseURL }, info) => {
    const phone = `137420001${String(30 + info.retry)}`;
    await openPayCode(page, request, phone, 50);
    await expect(page.getByRole('heading', { name: '付款码' })).toBeVisible();
    await expect(page.getByTestId('pay-code-countdown')).toHaveText(/^\d+ 秒后自动刷新$/);
    await expect(page.getByTestId('pay-code-brightness')).toHaveText('请调高屏幕亮度，方便扫码枪识别');
    await page.screenshot({ path: info.outputPath('pay-code-zh.png') });
    const charged = await runStaffCommand(baseURL!, ['charge', await digitsOf(page), '8.80']);
    expect(charged.code).toBe(0);
    await expect(page.getByTestId('pay-code-paid')).toContainText('付款成功');
    await expect(page.getByTestId('pay-code-paid-balance')).toContainText('41.20');
    await page.screenshot({ path: info.outputPath('pay-code-paid-zh.png') });
  });
});
