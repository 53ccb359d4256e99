import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test';
import { staffToken } from './playwright.config.ts';
import { couponCard, fromMemberCentre } from './support/coupons.ts';
import { addBalance, expectBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// The demo coupons (apps/server/src/db/demo-data/coupons.ts) by their names in each journey's language, and the
// words the journeys wait for. The new-member gift is claimed and seen; the buy-one-get-one (transferable, asks
// for a verification code) is claimed and given; the code gift comes from an exchange code; the pack is bought.
const words = {
  en: {
    welcome: 'New member gift: ¥5 off ¥20',
    bogo: 'Buy one, get one pearl milk tea',
    codeGift: 'Code gift: ¥10 off ¥30',
    pack: '¥15 off ¥50 coupon pack',
    claimed: 'Claimed',
    noCode: 'Type a code first',
    wrongCode: 'The exchange code is wrong',
    given: 'Given away',
    fromFriend: 'Received from a friend',
  },
  'zh-CN': {
    welcome: '新会员礼：满20减5',
    bogo: '珍珠奶茶买一送一',
    codeGift: '兑换码礼券：满30减10',
    pack: '满50减15优惠券',
    claimed: '已领取',
    noCode: '请输入兑换码',
    wrongCode: '兑换码错误',
    given: '已转赠',
    fromFriend: '好友转赠',
  },
} as const;
type Lang = keyof typeof words;

/** The exchange code printed in the README (single use: the first journey redeems it). */
const readmeCode = 'AMBERTEA2026';

/** A fresh exchange code of the demo's code gift, made through the staff API as a store would print one. */
async function staffCode(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${staffToken}` };
  const list = await request.get('/staff/coupons/templates', { headers });
  const { templates } = (await list.json()).Result as { templates: { id: number; name: string }[] };
  const template = templates.find((t) => t.name === words.en.codeGift);
  if (!template) throw new Error('no code gift template in the demo data');
  const made = await request.post('/staff/coupons/codes', { headers, data: { templateId: template.id } });
  if (!made.ok()) throw new Error(`staff codes answered ${made.status()}: ${await made.text()}`);
  return ((await made.json()).Result as { codes: string[] }).codes[0]!;
}

/** Claims a free coupon in the centre: the card says it is the member's now. */
async function claim(page: Page, lang: Lang, name: string): Promise<void> {
  const offer = couponCard(page, 'coupon-template', name);
  await offer.locator('[data-testid^="coupon-take-"]').click();
  await expect(offer.locator('[data-testid^="coupon-claimed-"]')).toHaveText(words[lang].claimed);
}

/** Claims the new-member gift and the buy-one-get-one, finds both in My coupons and opens the second's detail. */
async function claimAndOpen(page: Page, lang: Lang): Promise<void> {
  const w = words[lang];
  await fromMemberCentre(page, 'couponCentre');
  await claim(page, lang, w.welcome);
  await claim(page, lang, w.bogo);
  await fromMemberCentre(page, 'coupons');
  await expect(couponCard(page, 'my-coupon', w.welcome)).toBeVisible();
  const bogo = couponCard(page, 'my-coupon', w.bogo);
  await bogo.locator('[data-testid^="my-coupon-details-"]').click();
  await expect(page.getByTestId('coupon-code')).toHaveText(/^[A-Z0-9]{6,}$/);
  await expect(page.getByTestId('coupon-rules')).toContainText(
    lang === 'en' ? 'Classic Pearl Milk Tea' : '经典珍珠奶茶',
  );
}

/** Redeems an exchange code on the exchange page (reached from the centre); the coupon opens, and is in the list. */
async function redeem(page: Page, lang: Lang, code: string): Promise<void> {
  await fromMemberCentre(page, 'couponCentre');
  await page.getByTestId('coupon-to-exchange').click();
  await page.getByTestId('exchange-submit').click();
  await expect(page.getByTestId('exchange-problem')).toHaveText(words[lang].noCode);
  await page.getByTestId('exchange-code').fill('NOT-A-CODE');
  await page.getByTestId('exchange-submit').click();
  await expect(page.getByTestId('exchange-problem')).toHaveText(words[lang].wrongCode);
  await page.getByTestId('exchange-code').fill(code);
  await page.getByTestId('exchange-submit').click();
  await expect(page.getByTestId('coupon-code')).toBeVisible();
  await fromMemberCentre(page, 'coupons');
  await expect(couponCard(page, 'my-coupon', words[lang].codeGift)).toBeVisible();
}

// A context of its own per member: each logs in on a fresh page, as on two phones.
async function phoneOf(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

/**
 * One member gives the coupon whose detail is open to another: a share link (with the verification code the coupon
 * asks for), opened by the other member on their own phone; it leaves the giver's list and shows in both records.
 */
async function give(giver: Page, receiver: Page, lang: Lang): Promise<void> {
  const w = words[lang];
  await giver.getByTestId('coupon-give').click();
  await giver.getByTestId('share-make').click();
  const link = await giver.getByTestId('share-link').inputValue();
  const code = (await giver.getByTestId('share-code').textContent())?.match(/\d{6}/)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // The giver cannot receive their own link.
  await giver.goto(`/${new URL(link).hash}`);
  await expect(giver.getByTestId('receive-closed')).toBeVisible();

  await receiver.goto(`/${new URL(link).hash}`);
  await expect(receiver.getByTestId('receive-coupon')).toContainText(w.bogo);
  await receiver.getByTestId('receive-code').fill(code === '000000' ? '111111' : '000000');
  await receiver.getByTestId('receive-submit').click();
  await expect(receiver.getByTestId('receive-problem')).toBeVisible();
  await receiver.getByTestId('receive-code').fill(code);
  await receiver.getByTestId('receive-submit').click();
  await receiver.getByTestId('receive-to-mine').click();
  await expect(receiver.getByTestId('coupon-facts')).toContainText(w.fromFriend);

  // It left the giver's usable coupons, and shows as given away on the used tab and in the records.
  await fromMemberCentre(giver, 'coupons');
  await expect(giver.getByTestId('my-coupon-list').or(giver.getByTestId('coupon-go-centre'))).toBeVisible();
  await expect(couponCard(giver, 'my-coupon', w.bogo)).toHaveCount(0);
  await giver.getByTestId('my-coupon-tab-used').click();
  await expect(couponCard(giver, 'my-coupon', w.bogo).getByTestId('coupon-mark')).toHaveText(w.given);
  await giver.getByTestId('coupon-to-records').click();
  await expect(giver.locator('[data-testid^="transfer-record-"]').first()).toContainText(w.bogo);
}

/** The journeys of one language: claim and see it, redeem a code, buy a pack by balance, give a coupon. */
function journeys(lang: Lang, tag: string, phones: { giver: string; receiver: string }) {
  test.describe(lang, () => {
    test.use({ locale: tag });

    test('a member claims coupons, redeems a code, buys a pack and gives a coupon to a friend', async ({
      browser,
      baseURL,
      request,
    }, info) => {
      const giverPhone = `${phones.giver}${info.retry}`;
      const giver = await phoneOf(browser, baseURL, tag);
      await logInBySms(giver, request, giverPhone);
      // The README's code once (English, first try), a code the store made for the others.
      await redeem(giver, lang, lang === 'en' && info.retry === 0 ? readmeCode : await staffCode(request));

      await addBalance(request, giverPhone, 20);
      await fromMemberCentre(giver, 'couponCentre');
      // buyCouponDetails → payment → paySuccess: the pack's page says its rules, Buy leads to paying.
      await couponCard(giver, 'coupon-template', words[lang].pack)
        .locator('[data-testid^="coupon-details-"]')
        .click();
      await expect(giver).toHaveURL(/coupons\/buyCouponDetails\?id=\d+/);
      await expect(giver.getByTestId('coupon-rules')).toBeVisible();
      await giver.locator('[data-testid^="coupon-take-"]').click();
      await expect(giver).toHaveURL(/coupons\/payment\?id=\d+/);
      await giver.getByTestId('coupon-pay').click();
      await expect(giver.getByTestId('paid-done')).toBeVisible();
      await giver.getByTestId('paid-to-mine').click();
      await expect(couponCard(giver, 'my-coupon', words[lang].pack)).toBeVisible();
      await expectBalance(giver, '¥10.10');
      // The order is among the member's coupon orders.
      await fromMemberCentre(giver, 'coupons');
      await giver.getByTestId('coupon-to-orders').click();
      await expect(giver.getByTestId(/^coupon-order-\d+$/).first()).toContainText(words[lang].pack);

      await claimAndOpen(giver, lang);
      const receiver = await phoneOf(browser, baseURL, tag);
      await logInBySms(receiver, request, `${phones.receiver}${info.retry}`);
      await give(giver, receiver, lang);
      await giver.context().close();
      await receiver.context().close();
    });
  });
}

// Phones of this journey: 1372550 then 3 digits, then the retry number.
journeys('en', 'en-US', { giver: '1372550001', receiver: '1372550002' });
journeys('zh-CN', 'zh-CN', { giver: '1372550011', receiver: '1372550012' });

/** A coupon template made through the staff API (not in the centre), issued to a member: its name. */
async function issueStaffCoupon(
  request: APIRequestContext,
  phone: string,
  name: string,
  validity: Record<string, unknown>,
): Promise<void> {
  const headers = { authorization: `Bearer ${staffToken}` };
  const rule = {
    kind: 'cash',
    backAmount: 300,
    requireAmount: 1500,
    products: { rule: 'all' },
    scope: 'both',
    modes: [],
    weekdays: [],
    timeSlots: [],
    bannedDates: [],
    stackable: true,
    usesPerDay: null,
    usesPerWeek: null,
    usesPerMonth: null,
  };
  const made = await request.post('/staff/coupons/templates', {
    headers,
    data: { name, rule, validity, showInCentre: false },
  });
  if (!made.ok()) throw new Error(`staff template answered ${made.status()}: ${await made.text()}`);
  const { id } = (await made.json()).Result as { id: number };
  const issued = await request.post('/staff/coupons/issue', { headers, data: { phone, templateId: id } });
  if (!issued.ok()) throw new Error(`staff issue answered ${issued.status()}: ${await issued.text()}`);
}

test.describe('en español', () => {
  test.use({ locale: 'es-ES' });

  test('a coupon about to expire and one not valid yet are marked in My coupons', async ({
    page,
    request,
  }, info) => {
    const phone = `1372550021${info.retry}`;
    await logInBySms(page, request, phone);
    const day = 86_400_000;
    const soon = `Última tarde ${info.retry}`;
    const later = `La semana que viene ${info.retry}`;
    await issueStaffCoupon(request, phone, soon, { mode: 'days', from: 'receipt', days: 1 });
    const startsAt = new Date(Date.now() + 2 * day).toISOString();
    const endsAt = new Date(Date.now() + 9 * day).toISOString();
    await issueStaffCoupon(request, phone, later, { mode: 'fixed', startsAt, endsAt });

    await fromMemberCentre(page, 'coupons');
    await expect(couponCard(page, 'my-coupon', soon).getByTestId('coupon-mark')).toHaveText('Caduca pronto');
    const notYet = couponCard(page, 'my-coupon', later);
    await expect(notYet.getByTestId('coupon-mark')).toHaveText('Aún no válido');
    await expect(notYet.getByTestId('coupon-date')).toContainText('Desde el');
    // Not valid yet: its detail shows the code and the rules, but offers no "use now".
    await notYet.locator('[data-testid^="my-coupon-details-"]').click();
    await expect(page.getByTestId('coupon-rules')).toContainText(
      '¥3.00 de descuento en los artículos válidos',
    );
    await expect(page.getByTestId('coupon-give')).toBeVisible();
    await expect(page.getByTestId('coupon-use-now')).toHaveCount(0);
  });
});
