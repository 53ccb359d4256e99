import type { Page } from '@playwright/test';
import { cardJourney } from './support/cards.ts';
import { addBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// A flash sale bought to its limit (issue 30, decision 069): the demo store's egg tart flash sale, ¥5 instead of
// ¥9, 50 units, 2 a member and 2 an order. A guest finds the egg tart badged on the menu and its page leading to
// the sale, sees it running and is asked to log in; a member with money on the balance buys 2 by balance and is
// told to collect them at the counter; the session's page then shows two fewer units and refuses a third with
// "Limit 2 per member". In English and Simplified Chinese, at 375 px.
const words = {
  en: {
    product: 'Portuguese Egg Tart',
    badge: 'Flash sale',
    session: 'Egg tart flash sale',
    upcoming: 'Croissant flash sale',
    running: 'Running',
    perMember: 'Limit 2 per member',
    logIn: 'Log in to buy',
    collect: 'collect it at the counter with order number',
    limit: 'Limit of 2 per member',
  },
  'zh-CN': {
    product: '葡式蛋挞',
    badge: '秒杀',
    session: '蛋挞限时秒杀',
    upcoming: '可颂限时秒杀',
    running: '进行中',
    perMember: '每人限购2件',
    logIn: '登录后抢购',
    collect: '到柜台领取',
    limit: '每人限购2件',
  },
} as const;
type Lang = keyof typeof words;

/** The units left as the session's stock bar says them (the first number of "48 left of 50", "剩余 48/50"). */
async function unitsLeft(page: Page): Promise<number> {
  const text = await page.getByTestId('seckill-hero').getByTestId('seckill-stock').innerText();
  return Number(/\d+/.exec(text)?.[0]);
}

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney('seckill', lang, tag, 'buys two by balance up to the member limit', async (run) => {
    const { page, shot, request } = run;
    const w = words[lang];
    const member = run.member(phone);

    await test.step('a guest finds the egg tart marked as a flash sale on the menu, its page leading to it', async () => {
      await page.goto('/#/subpackages/category/pages/home/index');
      const row = page.locator('.product-row').filter({ hasText: w.product }).first();
      await expect(row.locator('.promo-badge--activity')).toHaveText(w.badge);
      await row.locator('.product-row__link').click();
      const badge = page.getByTestId('activity-badge-seckill');
      await expect(badge).toContainText(w.session);
      await shot('product');
      await badge.click();
      await expect(page).toHaveURL(/seckill\?id=\d+/);
      await expect(page.getByTestId('seckill-hero')).toContainText(w.session);
    });

    await test.step('a guest sees the flash sale running and is asked to log in', async () => {
      await page.goto('/#/subpackages/marketing/seckill');
      const cards = page.getByTestId('seckill-session');
      const card = cards.filter({ hasText: w.session });
      await expect(card).toContainText('¥5.00');
      await expect(card.getByTestId('seckill-phase')).toHaveText(w.running);
      await expect(cards.filter({ hasText: w.upcoming })).toHaveCount(1);
      await shot('list');
      await card.click();
      await expect(page).toHaveURL(/seckill\?id=\d+/);
      await expect(page.getByTestId('seckill-hero')).toContainText(w.session);
      await expect(page.getByTestId('seckill-limits')).toContainText(w.perMember);
      await expect(page.getByTestId('seckill-login')).toHaveText(w.logIn);
      await shot('guest');
    });
    const sessionUrl = page.url();

    await logInBySms(page, request, member);
    await addBalance(request, member, 50);

    let before = 0;
    await test.step('the member buys two by balance and is told to collect them at the counter', async () => {
      await page.goto(sessionUrl);
      await expect(page.getByTestId('seckill-buy')).toBeEnabled();
      before = await unitsLeft(page);
      await page.locator('.sk-quantity .stepper__btn--plus').click();
      await expect(page.locator('.sk-quantity .stepper__value')).toHaveText('2');
      await expect(page.locator('.sk-quantity .stepper__btn--plus')).toBeDisabled();
      await shot('session');
      await page.getByTestId('seckill-buy').click();
      await expect(page).toHaveURL(/orderno=/);
      await expect(page.getByTestId('seckill-order')).toContainText(w.collect);
      await expect(page.getByTestId('seckill-mine')).toContainText(w.session);
      await shot('paid');
    });

    await test.step('the session shows two fewer units and refuses a third', async () => {
      await page.goto(sessionUrl);
      await expect(page.getByTestId('seckill-bought')).toBeVisible();
      expect(await unitsLeft(page)).toBeLessThanOrEqual(before - 2);
      await expect(page.getByTestId('seckill-buy')).toBeDisabled();
      await expect(page.getByTestId('seckill-error')).toHaveText(w.limit);
      await shot('limit');
    });
  });
}

journey('en', 'en-US', '1376820001');
journey('zh-CN', 'zh-CN', '1376820011');
