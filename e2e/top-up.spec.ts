import type { Page, TestInfo } from '@playwright/test';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// Demo top-up rules (apps/server/src/db/demo-data/top-up-rules.ts), in every shop: ¥50; ¥100 with ¥10 at once;
// ¥300 with ¥45 in three monthly parts; ¥500 with ¥80 in four weekly parts; any amount from ¥10, ¥20 more from ¥200.

interface Words {
  done: string;
  giftLine: RegExp;
  topUpReason: string;
  giftReason: string;
  /** The gift instalments still to come, as My balance lists them. */
  upcoming?: string[];
}

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

/** From My balance's Top up button to the rule card of `amount`, paid online on the sandbox gateway. */
async function topUpOnline(page: Page, info: TestInfo, amount: string, giftLine: RegExp): Promise<void> {
  await page.goto('/#/subpackages/balance/balance');
  await expect(page.getByTestId('balance-amount')).toHaveText('¥0.00');
  await page.getByTestId('balance-top-up').click();
  await expect(page).toHaveURL(/#\/subpackages\/balance\/recharge/);
  const card = page.locator('[data-testid^="top-up-rule-"]').filter({ hasText: `¥${amount}` });
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(giftLine);
  await page.getByTestId('top-up-method-4').click();
  await shot(page, info, 'recharge');
  await page.getByTestId('top-up-pay').click();
  await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
  await expect(page.getByTestId('sandbox-amount')).toContainText(amount);
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/recharge\?.*orderno=\d+.*localOrderNo=/);
}

/** From the result to My balance: it lists the top-up and its gift; the gift's entry opens with its order. */
async function checkLedger(page: Page, info: TestInfo, w: Words, balance: string): Promise<void> {
  await page.getByTestId('top-up-to-balance').click();
  await expect(page).toHaveURL(/#\/subpackages\/balance\/balance/);
  await expect(page.getByTestId('balance-amount')).toHaveText(balance);
  if (w.upcoming)
    for (const part of w.upcoming) await expect(page.getByTestId('balance-upcoming')).toContainText(part);
  await expect(page.getByTestId('balance-entry-top_up')).toContainText(w.topUpReason);
  await expect(page.getByTestId('balance-entry-top_up_gift')).toContainText(w.giftReason);
  await shot(page, info, 'balance');
  await page.getByTestId('balance-kind-gift').click();
  await expect(page.getByTestId('balance-entry-top_up')).toHaveCount(0);
  await expect(page.getByTestId('balance-entry-top_up_gift')).toBeVisible();
  await page.getByTestId('balance-entry-top_up_gift').click();
  await expect(page).toHaveURL(/#\/subpackages\/balance\/payDetail\?id=\d+/);
  await expect(page.getByTestId('pay-detail-order')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('pay-detail-top-up')).toContainText(w.giftLine);
  await shot(page, info, 'pay-detail');
}

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a member tops up ¥100 online with the ¥10 gift and sees the balance, the gift and the ledger', async ({
    page,
    request,
  }, info) => {
    const words: Words = {
      done: 'Top-up successful',
      giftLine: /¥10\.00 extra balance at once/,
      topUpReason: 'Card top-up',
      giftReason: 'Top-up gift',
    };
    await logInBySms(page, request, `1374100000${1 + info.retry}`);
    await topUpOnline(page, info, '100.00', words.giftLine);
    await expect(page.getByTestId('top-up-done')).toContainText(words.done);
    await expect(page.getByTestId('top-up-gifts')).toContainText(words.giftLine);
    await expect(page.getByTestId('top-up-balance')).toContainText('¥110.00');
    await shot(page, info, 'result');
    await checkLedger(page, info, words, '¥110.00');

    // The offers page lists the rules with gifts; one opens the top-up with its card chosen.
    await page.goto('/#/subpackages/balance/actionRecharge');
    const offer = page.locator('[data-testid^="top-up-offer-"]').filter({ hasText: 'Top up ¥300.00' });
    await expect(offer).toContainText('¥45.00 extra balance in 3 parts');
    await expect(page.locator('[data-testid^="top-up-offer-"]')).toHaveCount(4);
    await shot(page, info, 'offers');
    await offer.getByRole('button').click();
    await expect(page).toHaveURL(/#\/subpackages\/balance\/recharge\?ruleid=\d+/);
    await expect(page.locator('[data-testid^="top-up-rule-"]').filter({ hasText: '¥300' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('in Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('a member tops up ¥300 with a gift in three monthly parts: the first now, two on the way', async ({
    page,
    request,
  }, info) => {
    const words: Words = {
      done: '儲值成功',
      giftLine: /加贈餘額¥45\.00，分3期入帳/,
      topUpReason: '卡片儲值',
      giftReason: '儲值贈送',
      upcoming: ['第2/3期', '第3/3期'],
    };
    await logInBySms(page, request, `1374100001${1 + info.retry}`);
    await topUpOnline(page, info, '300.00', words.giftLine);
    await expect(page.getByTestId('top-up-done')).toContainText(words.done);
    await expect(page.getByTestId('top-up-balance')).toContainText('¥315.00');
    await shot(page, info, 'result');
    await checkLedger(page, info, words, '¥315.00');
  });
});
