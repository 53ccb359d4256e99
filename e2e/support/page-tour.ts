import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addBalance, logInBySms } from './member.ts';
import { partnerGuestTour, partnerMemberTour } from './partner.ts';
import { staffPassCardProduct, staffTableLink } from './staff.ts';

/**
 * A walk over the pages a guest and a member can reach, by addresses and by what every language shows alike
 * (test ids, roles, classes), so one tour serves every locale. At each stop it waits for the page to settle and
 * hands it to `visit`, which checks it.
 */
export type Visit = (stop: string) => Promise<void>;

/** Waits until nothing loads (skeletons, busy controls), nothing slides in, and the DOM has been still a moment. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('#root *') &&
      !document.querySelector('.skeleton, [aria-busy=true]') &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
  await page.waitForTimeout(300);
}

async function stop(page: Page, visit: Visit, name: string, address?: string): Promise<void> {
  if (address) {
    // The same address again would not open the page anew (no navigation): go home first.
    if (page.url().endsWith(address)) await page.goto('/#/');
    await page.goto(address);
  }
  await settle(page);
  await visit(name);
}

/** The pages anyone can open: shop, search, a product and its options, the cart, login, store and help pages. */
export async function guestTour(page: Page, visit: Visit): Promise<void> {
  await stop(page, visit, 'home', '/');
  await stop(page, visit, 'category', '/#/subpackages/category/pages/home/index');
  await page.locator('.add-options:not(:disabled)').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await stop(page, visit, 'options sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('.product-row__link').first().click();
  await expect(page).toHaveURL(/productid=/);
  await stop(page, visit, 'product detail');
  await stop(page, visit, 'search', '/#/subpackages/category/pages/home/search');
  await stop(page, visit, 'promotions', '/#/subpackages/marketing/promotions');
  await stop(page, visit, 'invite rules', '/#/subpackages/actions/invitation/inviteRule');
  // The demo member's invitation (member 1), as a friend opening the shared link sees it.
  await stop(page, visit, 'invitation landing', '/#/subpackages/actions/invitation/enterShare?inviterUid=1');
  await stop(page, visit, 'blind boxes', '/#/subpackages/marketing/blindBox');
  await page.getByTestId('blind-box-series').first().click();
  await expect(page).toHaveURL(/blindBox\?id=/);
  await stop(page, visit, 'blind box series');
  await stop(page, visit, 'group buys', '/#/subpackages/marketing/groupBuy');
  await page.getByTestId('group-buy-activity').first().click();
  await expect(page).toHaveURL(/groupBuy\?id=/);
  await stop(page, visit, 'group buy');
  await stop(page, visit, 'flash sales', '/#/subpackages/marketing/seckill');
  await page.getByTestId('seckill-session').first().click();
  await expect(page).toHaveURL(/seckill\?id=/);
  await stop(page, visit, 'flash sale');
  await stop(page, visit, 'pre-sales', '/#/subpackages/marketing/presale');
  await page.getByTestId('presale-card').first().click();
  await expect(page).toHaveURL(/presale\?id=/);
  await stop(page, visit, 'pre-sale');
  await stop(page, visit, 'community group purchases', '/#/subpackages/marketing/communityGroup');
  await page.getByTestId('community-group').first().click();
  await expect(page).toHaveURL(/communityGroup\?id=/);
  await stop(page, visit, 'community group purchase');
  await stop(page, visit, 'combos', '/#/subpackages/category/pages/home/search?type=combo&categoryUids=10');
  await page.locator('.product-row__link[href*="comboid="]').first().click();
  await expect(page).toHaveURL(/comboid=/);
  await stop(page, visit, 'combo');
  await stop(page, visit, 'empty cart', '/#/subpackages/shopping/shoppingCart');
  await stop(page, visit, 'login (SMS)', '/#/subpackages/account/login');
  await page.getByTestId('login-tab-password').click();
  await stop(page, visit, 'login (member number)');
  await page.getByTestId('login-tab-email').click();
  await stop(page, visit, 'login (email)');
  await stop(page, visit, 'member centre (guest)', '/#/subpackages/account/account');
  await stop(page, visit, 'store list', '/#/subpackages/chainStores/nearstore');
  await stop(page, visit, 'store information', '/#/subpackages/account/information');
  await stop(page, visit, 'store map', '/#/subpackages/account/map');
  await stop(page, visit, 'customer service', '/#/subpackages/account/customerService');
  await stop(page, visit, 'coupon centre (guest)', '/#/subpackages/coupons/coupon');
  await stop(
    page,
    visit,
    'promotion card (guest)',
    '/#/subpackages/coupons/couponPromotionCardDetails?code=SPRING26',
  );
  await stop(page, visit, 'terms list', '/#/subpackages/account/termsList');
  await stop(page, visit, 'terms', '/#/subpackages/account/terms?kind=userAgreement');
  await partnerGuestTour((name, address) => stop(page, visit, name, address));
  await stop(page, visit, 'not found', '/#/subpackages/no/such/page');
}

/** Adds the first product without options from the category page (+ of its row) and waits for the cart sync. */
async function addPlainProduct(page: Page): Promise<void> {
  await page.goto('/#/subpackages/category/pages/home/index');
  const synced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.locator('.stepper__btn--plus:not(:disabled)').first().click();
  await synced;
}

async function settlement(page: Page, visit: Visit, payOption: number): Promise<void> {
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await expect(page).toHaveURL(/placeorder\/payment/);
  await stop(page, visit, 'settlement');
  await page.getByTestId(`pay-option-${payOption}`).check();
  await page.getByTestId('settle-submit').click();
}

/**
 * The pass card pages (issue 29): My coupons' times cards, a card on sale, buying it by balance, the card and its
 * records. The card is the tour's own, put on sale through the staff API.
 */
async function passCardTour(page: Page, request: APIRequestContext, visit: Visit): Promise<void> {
  const id = await staffPassCardProduct(request, {
    name: 'Tour tea pass',
    price: 10,
    times: 3,
    days: 30,
    translations: { 'zh-CN': { name: '巡检茶饮次卡' }, 'zh-Hant': { name: '巡檢茶飲次卡' } },
  });
  await stop(page, visit, 'times cards', '/#/subpackages/coupons/myCoupon?singletype=1');
  await stop(page, visit, 'pass card on sale', `/#/subpackages/coupons/buyPassDetails?id=${id}`);
  await page.getByTestId('card-buy').click();
  await expect(page.getByTestId('card-done')).toBeVisible();
  await stop(page, visit, 'pass card bought');
  await page.getByTestId('card-to-card').click();
  await expect(page).toHaveURL(/couponPassCardDetails\?id=\d+/);
  await stop(page, visit, 'pass card');
  const card = new URL(page.url().replace('#/', '')).searchParams.get('id');
  await stop(
    page,
    visit,
    'pass card records',
    `/#/subpackages/coupons/couponPassCardDetails/cardRecords?id=${card}`,
  );
}

/**
 * The privilege card pages (issue 29): My coupons' privilege cards, the demo chain's Tea Club on sale, its month
 * bought by balance, the card with its days left and the month's coupons given, and the renewal's page.
 */
async function privilegeCardTour(page: Page, visit: Visit): Promise<void> {
  await stop(page, visit, 'privilege cards', '/#/subpackages/coupons/myCoupon?singletype=4');
  await stop(page, visit, 'privilege card on sale', '/#/subpackages/coupons/buyPrivilegeCard');
  await page.getByTestId('card-buy').click();
  await expect(page.getByTestId('card-done')).toBeVisible();
  await stop(page, visit, 'privilege card bought');
  await page.getByTestId('privilege-to-card').click();
  await expect(page).toHaveURL(/couponPrivilegeCardDetails\?id=\d+/);
  await stop(page, visit, 'privilege card');
  await page.getByTestId('privilege-renew').click();
  await expect(page).toHaveURL(/buyPrivilegeCard\?id=\d+/);
  await expect(page.getByTestId('privilege-renews')).toBeVisible();
  await stop(page, visit, 'privilege card renewal');
}

/**
 * The promotion card page (issue 29, decision 064): the demo chain's free Spring tea club card by its code, got in
 * one tap, then held with its code for the counter.
 */
async function promotionCardTour(page: Page, visit: Visit): Promise<void> {
  const at = '/#/subpackages/coupons/couponPromotionCardDetails?code=SPRING26';
  await stop(page, visit, 'promotion card', at);
  await page.getByTestId('card-buy').click();
  await expect(page.getByTestId('promotion-card-summary')).toBeVisible();
  await stop(page, visit, 'promotion card held');
}

/**
 * The prepaid card pages (issue 29): My coupons' prepaid cards, the bind page, the demo chain's ¥100 card on sale
 * bought by balance (¥90, put on the balance first) and its result, the card, its records, giving part of it away
 * and topping it up.
 */
async function prepaidCardTour(page: Page, request: APIRequestContext, phone: string, visit: Visit) {
  await addBalance(request, phone, 90);
  await stop(page, visit, 'prepaid cards', '/#/subpackages/coupons/myCoupon?singletype=3');
  await stop(page, visit, 'bind prepaid card', '/#/subpackages/coupons/bindPrepaidCard');
  await page.goto('/#/subpackages/coupons/myCoupon?singletype=3');
  await page.getByTestId('prepaid-products').getByRole('link').first().click();
  await expect(page).toHaveURL(/buyPrepaidCardDetails\?id=\d+/);
  await stop(page, visit, 'prepaid card on sale');
  await page.getByTestId('card-buy').click();
  await expect(page.getByTestId('card-done')).toBeVisible();
  await stop(page, visit, 'prepaid card bought');
  await page.getByTestId('card-to-card').click();
  await expect(page).toHaveURL(/couponPrepaidCardDetails\?id=\d+/);
  await stop(page, visit, 'prepaid card');
  const card = new URL(page.url().replace('#/', '')).searchParams.get('id');
  const at = '/#/subpackages/coupons/couponPrepaidCardDetails';
  await stop(page, visit, 'prepaid card records', `${at}/cardRecords?id=${card}`);
  await stop(page, visit, 'prepaid card transfer', `${at}/transferPrepaidCard?id=${card}`);
  await stop(page, visit, 'prepaid card top-up', `/#/subpackages/balance/prepaidCardRecharge?id=${card}`);
  await stop(page, visit, 'prepaid card top-up by number', '/#/subpackages/balance/prepaidCardRecharge');
}

/**
 * The shopping card pages (issue 29, decision 063): My coupons' shopping cards, the demo chain's ¥100 bakery card on
 * sale bought by balance (¥95, put on the balance first) and its result, the card and its records.
 */
async function shoppingCardTour(page: Page, request: APIRequestContext, phone: string, visit: Visit) {
  await addBalance(request, phone, 95);
  await stop(page, visit, 'shopping cards', '/#/subpackages/coupons/myCoupon?singletype=2');
  await page.getByTestId('shopping-products').getByRole('link').first().click();
  await expect(page).toHaveURL(/buyPrepaidCardDetails\?id=\d+/);
  await stop(page, visit, 'shopping card on sale');
  await page.getByTestId('card-buy').click();
  await expect(page.getByTestId('card-done')).toBeVisible();
  await stop(page, visit, 'shopping card bought');
  await page.getByTestId('card-to-card').click();
  await expect(page).toHaveURL(/couponShoppingCardDetails\?id=\d+/);
  await stop(page, visit, 'shopping card');
  const card = new URL(page.url().replace('#/', '')).searchParams.get('id');
  await stop(
    page,
    visit,
    'shopping card records',
    `/#/subpackages/coupons/couponShoppingCardDetails/cardRecords?id=${card}`,
  );
}

/**
 * The member's pages, from a login by SMS (a new member with ¥200 on the balance): member centre and its
 * settings, levels, an order paid by balance (cart, settlement, receipt, order list and detail) and one left
 * unpaid on the payment page.
 */
export async function memberTour(page: Page, request: APIRequestContext, phone: string, visit: Visit) {
  await logInBySms(page, request, phone);
  await addBalance(request, phone, 200);
  await stop(page, visit, 'member centre', '/#/subpackages/account/account');
  await stop(page, visit, 'profile', '/#/subpackages/account/infoEdit');
  await stop(page, visit, 'avatar', '/#/subpackages/account/headSetting');
  await stop(page, visit, 'settings', '/#/subpackages/account/setting');
  await stop(page, visit, 'login password', '/#/subpackages/account/password');
  await stop(page, visit, 'payment password', '/#/subpackages/account/password?type=pay');
  await stop(page, visit, 'deregister', '/#/subpackages/account/deregister');
  await stop(page, visit, 'addresses', '/#/subpackages/address/selectAddress');
  await stop(page, visit, 'new address', '/#/subpackages/address/addAddress');
  await stop(page, visit, 'choose a location', '/#/choose-location');
  await stop(page, visit, 'a location', '/#/open-location?lat=31.2243&lng=121.446&kind=store');
  await stop(page, visit, 'group meals', '/#/subpackages/groupMeal/index');
  await stop(page, visit, 'my blind boxes', '/#/subpackages/marketing/blindBox');
  await stop(page, visit, 'my groups', '/#/subpackages/marketing/groupBuy');
  await page.getByTestId('group-buy-activity').first().click();
  await expect(page.getByTestId('group-buy-start')).toBeVisible();
  await stop(page, visit, 'group buy (member)');
  await stop(page, visit, 'my flash sale orders', '/#/subpackages/marketing/seckill');
  await page.getByTestId('seckill-session').first().click();
  await expect(page.getByTestId('seckill-buy')).toBeVisible();
  await stop(page, visit, 'flash sale (member)');
  await stop(page, visit, 'my pre-sale records', '/#/subpackages/marketing/presale');
  await page.getByTestId('presale-card').first().click();
  await expect(page.getByTestId('presale-pay-deposit')).toBeVisible();
  await stop(page, visit, 'pre-sale (member)');
  await stop(page, visit, 'my community orders', '/#/subpackages/marketing/communityGroup');
  await page.getByTestId('community-group').first().click();
  await expect(page.getByTestId('community-buy')).toBeVisible();
  await stop(page, visit, 'community group purchase (member)');
  await stop(page, visit, 'my activities', '/#/subpackages/marketing/myActivities?type=bargain');
  await stop(page, visit, 'coupon centre', '/#/subpackages/coupons/coupon');
  await stop(page, visit, 'my coupons', '/#/subpackages/coupons/myCoupon?singletype=0');
  await stop(page, visit, 'exchange code', '/#/subpackages/coupons/exchangeCoupon');
  await stop(page, visit, 'gift records', '/#/subpackages/coupons/transferCouponRecords');
  await stop(page, visit, 'payment code', '/#/subpackages/balance/balancePay');
  await stop(page, visit, 'balance', '/#/subpackages/balance/balance');
  await stop(page, visit, 'top-up', '/#/subpackages/balance/recharge');
  await stop(page, visit, 'points', '/#/subpackages/integral/integral');
  await stop(page, visit, 'check-in', '/#/subpackages/actions/checkin');
  await stop(page, visit, 'invite', '/#/subpackages/actions/invitation/invite');
  await stop(page, visit, 'invite rewards', '/#/subpackages/actions/invitation/inviteReward');
  await stop(page, visit, 'gift packages', '/#/subpackages/actions/giftPackage');
  await partnerMemberTour(page, request, (name, address) => stop(page, visit, name, address));
  await passCardTour(page, request, visit);
  await stop(page, visit, 'points mall', '/#/subpackages/pointsMall/pointsMall');
  await stop(page, visit, 'points mall orders', '/#/subpackages/pointsMall/history/orders');
  // A table's link, as its QR code carries it: the launch rule opens the table in table mode.
  await page.goto(await staffTableLink(request, '12'));
  await expect(page).toHaveURL(/scanCodeOrder\/index/);
  await stop(page, visit, 'table (diner count)');
  await stop(page, visit, 'levels', '/#/subpackages/account/customerLevel');
  const invitation = await page.getByTestId('invite-link').inputValue();
  await stop(page, visit, 'level upgrade', '/#/subpackages/account/customerLevel?type=update');
  await stop(page, visit, 'upgrade invitation', `/#/${invitation.split('#/')[1] ?? ''}`);

  // Two units of the cheapest way in: the shop's minimum order is ¥20.
  for (let i = 0; i < 3; i += 1) await addPlainProduct(page);
  await stop(page, visit, 'cart', '/#/subpackages/shopping/shoppingCart');
  await settlement(page, visit, 2);
  await expect(page).toHaveURL(/receipt\?orderno=/);
  await stop(page, visit, 'receipt');
  await stop(page, visit, 'order list', '/#/subpackages/orderhistory/orderhistory');
  await page.getByTestId('order-card').first().click();
  await expect(page).toHaveURL(/orderDetail\?orderno=/);
  await stop(page, visit, 'order detail (paid)');

  for (let i = 0; i < 3; i += 1) await addPlainProduct(page);
  await settlement(page, visit, 4);
  await expect(page).toHaveURL(/webpay\?/);
  await stop(page, visit, 'payment page');
  await page.getByTestId('sandbox-cancel').click();
  await expect(page).toHaveURL(/orderDetail\?orderno=/);
  await stop(page, visit, 'order detail (unpaid)');
  // Last: the card's monthly coupons would otherwise be offered to the orders above.
  await privilegeCardTour(page, visit);
  // After the orders too: a prepaid card held would be offered to pay them.
  await prepaidCardTour(page, request, phone, visit);
  // After the orders too: a shopping card held would be offered to pay their bread.
  await shoppingCardTour(page, request, phone, visit);
  // After the orders too: the card unlocks a promotion that would price them.
  await promotionCardTour(page, visit);
}
