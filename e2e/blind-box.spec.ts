import { cardJourney } from './support/cards.ts';
import { addBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// A blind box opened (issue 30, decision 066): the demo chain's "Bakery charms" series, ¥19 a box. A guest sees the
// pool with its odds and is asked to log in; a new member with money on the balance opens one by balance, sees the
// unboxing and the charm won, which then heads their boxes, and the pool has one box fewer. In English and
// Simplified Chinese, at 375 px.
const words = {
  en: {
    series: 'Bakery charms',
    logIn: 'Log in to buy',
    open: 'Open a box',
    got: 'You got',
    mine: 'My boxes',
  },
  'zh-CN': { series: '烘焙挂件盲盒', logIn: '登录后购买', open: '开一盒', got: '你抽中了', mine: '我的盲盒' },
} as const;
type Lang = keyof typeof words;

/** "30 left" in any of the languages: the count. */
const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney('blind-box', lang, tag, 'opens a box of the demo series by balance', async (run) => {
    const { page, shot, request } = run;
    const w = words[lang];
    const member = run.member(phone);

    await test.step('a guest sees the series, its pool and odds, and is asked to log in', async () => {
      await page.goto('/#/subpackages/marketing/blindBox');
      await page.getByTestId('blind-box-series').filter({ hasText: w.series }).click();
      await expect(page).toHaveURL(/blindBox\?id=\d+/);
      await expect(page.getByTestId('blind-box-odds')).toHaveCount(5);
      await expect(page.getByTestId('blind-box-guarantee')).toBeVisible();
      await expect(page.getByTestId('blind-box-login')).toHaveText(w.logIn);
    });
    const seriesUrl = page.url();

    await logInBySms(page, request, member);
    await addBalance(request, member, 50);

    await test.step('the member opens a box by balance: the unboxing, then the charm', async () => {
      await page.goto(seriesUrl);
      const hero = page.getByTestId('blind-box-hero');
      await expect(hero).toContainText(w.series);
      const before = count(await hero.locator('.bb-hero__line').nth(1).textContent());
      await shot('series');
      await page.getByTestId('blind-box-buy').click();
      await expect(page).toHaveURL(/orderno=/);
      await expect(page.getByTestId('blind-box-won')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('blind-box-won')).toContainText(w.got);
      const won = (await page.getByTestId('blind-box-won-name').textContent()) ?? '';
      expect(won).not.toBe('');
      await shot('reveal');
      await expect(page.getByTestId('blind-box-mine')).toContainText(won);
      await page.goto(seriesUrl);
      await expect(hero.locator('.bb-hero__line').nth(1)).toBeVisible();
      expect(count(await hero.locator('.bb-hero__line').nth(1).textContent())).toBeLessThan(before);
    });
  });
}

journey('en', 'en-US', '1376710001');
journey('zh-CN', 'zh-CN', '1376710011');
