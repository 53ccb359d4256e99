import type { APIRequestContext } from '@playwright/test';
import { staffToken } from './playwright.config.ts';
import { cardJourney } from './support/cards.ts';
import { addBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// A pre-sale paid in two steps (issue 30, decision 071): the staff create one whose deposit window closes 8 s
// after it is made and whose final window opens at that same instant (the windows touch): ¥10 a unit, a ¥2
// deposit counting as ¥3, the rest ¥7. The member, with money on the balance, pays the deposit, watches the
// countdown reach the final window, pays the rest without reloading, and sees both payments and the ship date.
// In English and Simplified Chinese, at 375 px.
const words = {
  en: {
    name: 'Mooncake gift box pre-sale',
    counts: 'Deposit ¥2.00 counts as ¥3.00',
    depositPaid: 'Deposit paid',
    opensIn: 'Final payment opens in',
    payRest: 'Pay the rest ¥7.00',
    paidInFull: 'Paid in full',
    shipsOn: 'Ships on',
    closed: 'Deposits are closed',
  },
  'zh-CN': {
    name: '月饼礼盒预售',
    counts: '定金¥2.00抵¥3.00',
    depositPaid: '已付定金',
    opensIn: '后开始付尾款',
    payRest: '支付尾款¥7.00',
    paidInFull: '已付全款',
    shipsOn: '发货',
    closed: '定金支付已结束',
  },
} as const;
type Lang = keyof typeof words;

const depositWindowMs = 8_000;
const day = 24 * 60 * 60 * 1000;

/** The store the app opens on (the nearest of the demo chain). */
async function defaultStoreId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/wxapi/Store/NearbyStoreList', { data: { pageIndex: 1, pageSize: 10 } });
  const store = ((await res.json()) as { Result: { items: Array<{ storeId: number }> } }).Result.items[0];
  if (!store) throw new Error('no demo store');
  return store.storeId;
}

/** Creates the pre-sale through the staff API (POST /staff/presales), its deposit window closing 8 s from now. */
async function staffPresale(request: APIRequestContext, name: string): Promise<number> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const res = await request.post('/staff/presales', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: {
      storeId: await defaultStoreId(request),
      name,
      price: 10,
      deposit: 2,
      depositWorth: 3,
      depositStartsAt: iso(now - 60_000),
      depositEndsAt: iso(now + depositWindowMs),
      finalStartsAt: iso(now + depositWindowMs),
      finalEndsAt: iso(now + day),
      shipsOn: iso(now + 3 * day).slice(0, 10),
      lapsedDeposit: 'refund',
    },
  });
  if (!res.ok()) throw new Error(`staff presale answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { Result: { id: number } }).Result.id;
}

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney(
    'presale',
    lang,
    tag,
    'pays the deposit, then the rest once the final window opens',
    async (run) => {
      const { page, shot, request } = run;
      const w = words[lang];
      const member = run.member(phone);
      // Logged in and with money first: the deposit window is only 8 s long.
      await logInBySms(page, request, member);
      await addBalance(request, member, 50);
      const id = await staffPresale(request, w.name);

      await test.step('the member finds the pre-sale and pays its deposit by balance', async () => {
        await page.goto('/#/subpackages/marketing/presale');
        const card = page.getByTestId('presale-card').filter({ hasText: w.name });
        await expect(card.getByTestId('presale-deposit')).toHaveText(w.counts);
        await shot('list');
        await card.click();
        await expect(page).toHaveURL(new RegExp(`presale\\?id=${id}`));
        await expect(page.getByTestId('presale-term-rest')).toContainText('¥7.00');
        await expect(page.getByTestId('presale-pay-deposit')).toBeEnabled();
        await shot('detail');
        await page.getByTestId('presale-pay-deposit').click();
        await expect(page).toHaveURL(/orderno=/);
        await expect(page.getByTestId('presale-order')).toContainText(w.depositPaid);
        await expect(page.getByTestId('presale-final-countdown')).toContainText(w.opensIn);
        await shot('deposit-paid');
      });

      await test.step('the countdown reaches the final window and the rest is paid without a reload', async () => {
        const payRest = page.getByTestId('presale-pay-rest');
        await expect(payRest).toHaveText(w.payRest, { timeout: depositWindowMs + 10_000 });
        await expect(payRest).toBeEnabled();
        await payRest.click();
        const order = page.getByTestId('presale-order');
        await expect(order).toContainText(w.paidInFull);
        await expect(order.getByTestId('presale-step-deposit')).toContainText('¥2.00');
        await expect(order.getByTestId('presale-step-rest')).toContainText('¥7.00');
        await expect(order.getByTestId('presale-step-rest')).toContainText(/\d{8,}/);
        await expect(order.getByTestId('presale-ships-on')).toContainText(w.shipsOn);
        await expect(page.getByTestId('presale-records')).toContainText(w.name);
        await shot('order');
      });

      await test.step("the pre-sale's page shows the purchase paid in full and deposits closed", async () => {
        await page.goto(`/#/subpackages/marketing/presale?id=${id}`);
        await expect(page.getByTestId('presale-stage')).toHaveText(w.paidInFull);
        await expect(page.getByTestId('presale-error')).toHaveText(w.closed);
        await expect(page.getByTestId('presale-pay-deposit')).toBeDisabled();
        await shot('detail-after');
      });
    },
  );
}

journey('en', 'en-US', '1376920001');
journey('zh-CN', 'zh-CN', '1376920011');
