import type { Page } from '@playwright/test';
import { cardJourney, cardPhone } from './support/cards.ts';
import { addBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// A bargain cut by friends and bought (issue 30, decision 070): the demo chain's strawberry cake bargain, ¥88 down
// to ¥58 in three friends' cuts of ¥5–¥15. A guest is asked to log in; member A starts a bargain and takes its share
// link; friends B, C and D, each on a phone of their own, open the link (a guest there is asked to log in to help),
// log in and cut once; A sees the price fall by each cut, listed, and with money on the balance buys at the floor
// and gets the order number for the counter, then finds it under My activities. In English and Simplified Chinese, at 375 px.
const words = {
  en: {
    activity: 'Strawberry cream cake bargain',
    logInToStart: 'Log in to start',
    start: 'Start bargaining',
    logInToHelp: 'Log in to help',
    youCut: 'You cut',
    buyFloor: 'Lowest price reached — buy at ¥58.00',
    bargains: 'Bargains',
    bought: 'Bought',
  },
  'zh-CN': {
    activity: '草莓奶油蛋糕砍价',
    logInToStart: '登录后发起',
    start: '发起砍价',
    logInToHelp: '登录后帮砍',
    youCut: '你砍掉了',
    buyFloor: '已砍到最低价，以¥58.00购买',
    bargains: '砍价',
    bought: '已购买',
  },
} as const;
type Lang = keyof typeof words;

/** The first amount in a text, in fen: "You cut ¥8.40!" → 840. */
const fen = (text: string | null) => {
  const found = /(\d+)\.(\d\d)/.exec(text ?? '');
  if (!found) throw new Error(`no amount in ${text}`);
  return Number(found[1]) * 100 + Number(found[2]);
};

/** The bargain's price now as the page reads it out (the price's spoken text, not its styled digits). */
async function priceNow(page: Page): Promise<number> {
  return fen(
    await page.getByTestId('bargain-current-price').locator('.price__now .visually-hidden').textContent(),
  );
}

function journey(lang: Lang, tag: string, phones: { a: string; friends: string[] }) {
  cardJourney(
    'bargain',
    lang,
    tag,
    'starts a bargain, three friends cut it, and buys at the floor',
    async (run) => {
      const { page, shot, request, browser, baseURL } = run;
      // Four members log in by SMS, each through the slider check.
      run.info.setTimeout(240_000);
      const w = words[lang];
      const starter = run.member(phones.a);

      await test.step('a guest sees the activity, its prices, and is asked to log in to start', async () => {
        await page.goto('/#/subpackages/marketing/bargain');
        const card = page.getByTestId('bargain-activity').filter({ hasText: w.activity });
        await expect(card).toContainText('¥58.00');
        await shot('list');
        await card.click();
        await expect(page).toHaveURL(/bargain\?id=\d+/);
        await expect(page.getByTestId('bargain-start-price')).toHaveText('¥88.00');
        await expect(page.getByTestId('bargain-floor-price')).toHaveText('¥58.00');
        await expect(page.getByTestId('bargain-login')).toHaveText(w.logInToStart);
        await shot('activity');
      });
      const activityUrl = page.url();

      await logInBySms(page, request, starter);
      let link = '';
      await test.step('A starts the bargain at ¥88 and takes the share link', async () => {
        await page.goto(activityUrl);
        await page.getByTestId('bargain-start').click();
        await expect(page).toHaveURL(/bargain\?id=\d+&bargain=\d+/);
        await expect(page.getByTestId('bargain-countdown')).toBeVisible();
        expect(await priceNow(page)).toBe(8800);
        link = await page.getByTestId('bargain-share-link').inputValue();
        expect(link).toMatch(/#\/subpackages\/marketing\/bargain\?id=\d+&bargain=\d+$/);
        await shot('started');
      });
      const shared = link.slice(link.indexOf('#') - 1);

      let cut = 0;
      for (const [i, base] of phones.friends.entries()) {
        await test.step(`friend ${i + 1} opens the link, logs in and cuts the price once`, async () => {
          const friend = await cardPhone(browser, baseURL, tag);
          await friend.goto(shared);
          await expect(friend.getByTestId('bargain-login')).toHaveText(w.logInToHelp);
          await logInBySms(friend, request, run.member(base));
          await friend.goto(shared);
          await friend.getByTestId('bargain-help').click();
          const said = friend.getByTestId('bargain-you-cut');
          await expect(said).toContainText(w.youCut);
          const amount = fen(await said.textContent());
          expect(amount).toBeGreaterThanOrEqual(500);
          expect(amount).toBeLessThanOrEqual(1500);
          cut += amount;
          if (i === 0) await shot('friend-cut', friend);
          await friend.context().close();
        });
        await test.step(`A sees the price fall by the cuts so far (${i + 1})`, async () => {
          await page.reload();
          await expect(page.getByTestId('bargain-cut')).toHaveCount(i + 1);
          expect(await priceNow(page)).toBe(Math.max(5800, 8800 - cut));
        });
      }

      await test.step('at the floor, A with money on the balance buys at ¥58 and gets the order number', async () => {
        await expect(page.getByTestId('bargain-buy')).toHaveText(w.buyFloor);
        await expect(page.getByTestId('bargain-share-link')).toHaveCount(0);
        await shot('floor');
        await addBalance(request, starter, 100);
        await page.reload();
        await page.getByTestId('bargain-buy').click();
        await expect(page.getByTestId('bargain-order-no')).toHaveText(/^\d{8,}$/);
        await shot('bought');
        await page.reload();
        await expect(page.getByTestId('bargain-order-no')).toHaveText(/^\d{8,}$/);
        await expect(page.getByTestId('bargain-mine-row').first()).toContainText(w.activity);
      });

      await test.step('A finds the bought bargain under My activities, from the member centre', async () => {
        await page.goto('/#/subpackages/account/account');
        await page.getByTestId('member-myActivities').click();
        await expect(page).toHaveURL(/marketing\/myActivities/);
        await page.getByRole('tab', { name: w.bargains }).click();
        await expect(page).toHaveURL(/myActivities\?type=bargain/);
        const row = page.getByTestId('bargain-mine-row').first();
        await expect(row).toContainText(w.activity);
        await expect(row).toContainText(w.bought);
        await shot('my-activities');
        await row.click();
        await expect(page.getByTestId('bargain-order-no')).toHaveText(/^\d{8,}$/);
      });
    },
  );
}

journey('en', 'en-US', { a: '1376720001', friends: ['1376720002', '1376720003', '1376720004'] });
journey('zh-CN', 'zh-CN', { a: '1376720011', friends: ['1376720012', '1376720013', '1376720014'] });
