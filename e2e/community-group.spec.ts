import { cardJourney } from './support/cards.ts';
import { addBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// A community group purchase (issue 30, decision 072): the demo store's weekend bread box at Aunt Li's corner shop.
// A guest sees it taking orders with its pickup window and is asked to log in; a member with money on the balance
// orders a sourdough loaf and two red bean buns to pick up at the point, pays by balance and is told where and
// with which order number to collect them; the order is listed under their community orders. In English and
// Simplified Chinese, at 375 px.
const words = {
  en: {
    group: 'Weekend bread box for the neighbourhood',
    point: 'Aunt Li’s corner shop',
    logIn: 'Log in to order',
    loaf: 'Sourdough Loaf',
    bun: 'Red Bean Bun',
    pickUp: 'pick it up at Aunt Li’s corner shop with order number',
  },
  'zh-CN': {
    group: '社区周末面包团',
    point: '李阿姨便利店',
    logIn: '登录后下单',
    loaf: '酸种面包',
    bun: '红豆包',
    pickUp: '到李阿姨便利店取货',
  },
} as const;
type Lang = keyof typeof words;

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney('community', lang, tag, 'orders bread to pick up at the leader’s point', async (run) => {
    const { page, shot, request } = run;
    const w = words[lang];
    const member = run.member(phone);

    await test.step('a guest sees the group taking orders and is asked to log in', async () => {
      await page.goto('/#/subpackages/marketing/communityGroup');
      const card = page.getByTestId('community-group').filter({ hasText: w.group });
      await expect(card.getByTestId('community-pickup')).toBeVisible();
      await shot('list');
      await card.click();
      await expect(page).toHaveURL(/communityGroup\?id=\d+/);
      await expect(page.getByTestId('community-points')).toContainText(w.point);
      await expect(page.getByTestId('community-login')).toHaveText(w.logIn);
      await shot('guest');
    });
    const groupUrl = page.url();

    await logInBySms(page, request, member);
    await addBalance(request, member, 100);

    await test.step('the member orders a loaf and two buns by balance and is told where to pick them up', async () => {
      await page.goto(groupUrl);
      const row = (name: string) => page.getByTestId('community-item').filter({ hasText: name });
      await row(w.loaf).locator('.stepper__btn--plus').click();
      await row(w.bun).locator('.stepper__btn--plus').click();
      await row(w.bun).locator('.stepper__btn--plus').click();
      await expect(row(w.bun).locator('.stepper__value')).toHaveText('2');
      await expect(page.getByTestId('community-buy')).toBeEnabled();
      await shot('group');
      await page.getByTestId('community-buy').click();
      await expect(page).toHaveURL(/orderno=/);
      await expect(page.getByTestId('community-order')).toContainText(w.pickUp);
      await expect(page.getByTestId('community-order-point')).toContainText(w.point);
      await expect(page.getByTestId('community-mine')).toContainText(w.group);
      await shot('paid');
    });
  });
}

journey('en', 'en-US', '1376830001');
journey('zh-CN', 'zh-CN', '1376830011');
