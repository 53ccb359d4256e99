import { cardJourney, cardPhone } from './support/cards.ts';
import { addBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// A group of two formed (issue 30, decision 068): the demo store's "Mango mousse for two", ¥19 a place in a group
// of two within 24 h. A guest sees it with its rules and is asked to log in; leader A, with money on the balance,
// starts a group by balance and is left waiting for one more with the link to share; member B opens that link on
// a phone of their own, joins by balance and sees the group formed with both members; A's page, reloaded, says the
// group formed and to collect it at the counter. In English and Simplified Chinese, at 375 px.
const words = {
  en: {
    activity: 'Mango mousse for two',
    rule: 'Groups of 2, the leader included',
    logIn: 'Log in to join',
    waiting: 'Waiting for 1 more',
    formed: 'Group formed',
    collect: 'Collect it at the counter with order number',
  },
  'zh-CN': {
    activity: '芒果慕斯两人团',
    rule: '每团2人（含团长）',
    logIn: '登录后参团',
    waiting: '还差1人成团',
    formed: '拼团成功',
    collect: '到柜台领取',
  },
} as const;
type Lang = keyof typeof words;

function journey(lang: Lang, tag: string, leaderPhone: string, memberPhone: string) {
  cardJourney('group-buy', lang, tag, 'forms a group of two by balance', async (run) => {
    const { page, shot, request } = run;
    const w = words[lang];
    const leader = run.member(leaderPhone);
    const member = run.member(memberPhone);

    await test.step('a guest sees the group buy and its rules, and is asked to log in', async () => {
      await page.goto('/#/subpackages/marketing/groupBuy');
      const card = page.getByTestId('group-buy-activity').filter({ hasText: w.activity });
      await expect(card).toContainText('¥29.00');
      await shot('list');
      await card.click();
      await expect(page).toHaveURL(/groupBuy\?id=\d+/);
      await expect(page.getByTestId('group-buy-hero')).toContainText(w.activity);
      await expect(page.getByTestId('group-buy-rules').locator('li').first()).toHaveText(w.rule);
      await expect(page.getByTestId('group-buy-login')).toHaveText(w.logIn);
      await shot('guest');
    });
    const activityUrl = page.url();

    await logInBySms(page, request, leader);
    await addBalance(request, leader, 50);

    let shareLink = '';
    await test.step('leader A starts a group by balance and waits for one more', async () => {
      await page.goto(activityUrl);
      await expect(page.getByTestId('group-buy-start')).toBeEnabled();
      await shot('activity');
      await page.getByTestId('group-buy-start').click();
      await expect(page).toHaveURL(/orderno=/);
      const result = page.getByTestId('group-buy-order');
      await expect(result.getByRole('heading', { name: w.waiting })).toBeVisible();
      await expect(result.getByTestId('group-empty')).toHaveCount(1);
      shareLink = await page.getByTestId('group-share-link').inputValue();
      expect(shareLink).toMatch(/#\/subpackages\/marketing\/groupBuy\?id=\d+&group=\d+$/);
      await shot('waiting');
    });

    const phoneB = await cardPhone(run.browser, run.baseURL, tag);
    await logInBySms(phoneB, request, member);
    await addBalance(request, member, 50);

    await test.step('member B opens the share link, joins by balance and sees the group formed', async () => {
      await phoneB.goto(shareLink);
      const shared = phoneB.getByTestId('group-shared');
      await expect(shared.getByTestId('group-status')).toHaveText(w.waiting);
      await expect(shared.getByTestId('group-join')).toBeEnabled();
      await shot('shared', phoneB);
      await shared.getByTestId('group-join').click();
      await expect(phoneB).toHaveURL(/orderno=/);
      const result = phoneB.getByTestId('group-buy-order');
      await expect(result.getByRole('heading', { name: w.formed })).toBeVisible();
      await expect(result.getByTestId('group-member')).toHaveCount(2);
      await expect(result.getByTestId('group-empty')).toHaveCount(0);
      await shot('joined', phoneB);
    });
    await phoneB.context().close();

    await test.step('leader A, reloaded, sees the group formed and where to collect it', async () => {
      await page.reload();
      const result = page.getByTestId('group-buy-order');
      await expect(result.getByRole('heading', { name: w.formed })).toBeVisible();
      await expect(result).toContainText(w.collect);
      await expect(result.getByTestId('group-member')).toHaveCount(2);
      await expect(page.getByTestId('group-buy-mine')).toContainText(w.activity);
      await shot('formed');
    });
  });
}

journey('en', 'en-US', '1376790001', '1376790002');
journey('zh-CN', 'zh-CN', '1376790011', '1376790012');
