import { type Browser, devices, type Page } from '@playwright/test';
import { fillAddress } from './support/address.ts';
import { addBalance, addToCart, type CartLabels, englishCart, logInBySms } from './support/member.ts';
import { addPoints, openPointsMall, pickUp } from './support/pointsmall.ts';
import { staffDeliveryStep } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// The points mall (decision 035): a new member given 300 points swaps 100 of them for the mall's ¥5-off-¥20 coupon,
// sees it in the history and My coupons, and the settlement takes it off a ¥28 sourdough loaf; then they swap 200
// for an egg tart, give it back (the points return) and exchange it again to pick it up. Another member has an
// egg tart delivered (decision 044): the address, the zone's ¥3 fee paid by balance, the store and the sandbox
// courier take it to the door, and the member confirms receipt on the exchange's page.
const words = {
  en: {
    cart: englishCart,
    bread: 'Bread',
    loaf: 'Sourdough Loaf',
    coupon: '¥5 off ¥20 coupon',
    held: 'Points mall: ¥5 off ¥20',
    tart: 'Portuguese Egg Tart',
    done: 'Exchanged',
    pickup: 'Ready for pickup',
    received: 'Received',
    cancelled: 'Cancelled',
    pickedUp: 'Picked up',
    yes: 'Cancel exchange',
    awaitStore: 'Waiting for the store',
    arrived: 'Delivered, please confirm',
    goodsReceived: 'Received',
  },
  'zh-CN': {
    cart: { categories: '分类导航', add: '加入购物车', added: '已加入购物车' } satisfies CartLabels,
    bread: '面包',
    loaf: '酸种面包',
    coupon: '满20减5优惠券',
    held: '积分商城：满20减5',
    tart: '葡式蛋挞',
    done: '兑换成功',
    pickup: '待自提',
    received: '已到账',
    cancelled: '已取消',
    pickedUp: '已自提',
    yes: '取消兑换',
    awaitStore: '等待门店接单',
    arrived: '已送达，请确认收货',
    goodsReceived: '已收货',
  },
} as const;
type Lang = keyof typeof words;

async function phoneOf(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

function journey(lang: Lang, tag: string, phone: string) {
  test.describe(lang, () => {
    test.use({ locale: tag });

    test('swaps points for a coupon used at settlement, and for goods given back and picked up', async ({
      browser,
      baseURL,
      request,
    }, info) => {
      const w = words[lang];
      const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${lang}.png`) });
      const page = await phoneOf(browser, baseURL, tag);
      const member = `${phone}${info.retry}`;
      await logInBySms(page, request, member);
      await addPoints(request, member, 300);

      // The mall: 300 points, the coupons tab, the ¥5 coupon for 100 points.
      await openPointsMall(page);
      await expect(page.getByTestId('pm-my-points')).toContainText('300');
      await shot('pm-mall');
      await page.getByTestId('pm-view-coupons').click();
      await expect(page).toHaveURL(/type=coupons/);
      await page.getByRole('link', { name: new RegExp(w.coupon) }).click();
      await expect(page).toHaveURL(/pointsMall\/couponDetail\?id=\d+/);
      await expect(page.getByTestId('pm-coupon')).toBeVisible();
      await shot('pm-coupon-detail');
      await page.getByTestId('pm-exchange').click();
      await expect(page).toHaveURL(/pointsMall\/checkout\?id=\d+/);
      await expect(page.getByTestId('pm-total')).toContainText('100');
      await shot('pm-checkout');
      await page.getByTestId('pm-confirm').click();
      await expect(page).toHaveURL(/pointsMall\/receipt\?orderno=\d+/);
      await expect(page.getByTestId('pm-done')).toContainText(w.done);
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.received);
      await shot('pm-receipt');

      // The history lists it; the mall shows 200 points left.
      await page.getByTestId('pm-back-to-mall').click();
      await expect(page.getByTestId('pm-my-points')).toContainText('200');
      await page.getByTestId('pm-to-orders').click();
      await expect(page.getByTestId(/^pm-order-\d+$/)).toHaveCount(1);

      // Settlement: the coupon is preselected, ¥28.00 less ¥5.00.
      await addToCart(page, w.bread, w.loaf, w.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
      await expect(page.getByTestId('total-coupon')).toHaveText('-¥5.00');
      await expect(page.getByTestId('settlement-total')).toContainText('¥23.00');
      await page.getByTestId('coupon-open').click();
      await expect(
        page.getByTestId('coupon-sheet').getByRole('checkbox', { name: new RegExp(w.held) }),
      ).toBeChecked();
      await shot('pm-settlement');
      await page.keyboard.press('Escape');

      // Goods: 200 points for an egg tart, given back (the points return), exchanged again and picked up.
      await openPointsMall(page);
      await page.getByRole('link', { name: new RegExp(w.tart) }).click();
      await expect(page).toHaveURL(/pointsMall\/details\?id=\d+/);
      await page.getByTestId('pm-exchange').click();
      await page.getByTestId('pm-confirm').click();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.pickup);
      await page.getByTestId('pm-to-order').click();
      await expect(page).toHaveURL(/history\/orderDetails\?orderno=\d+/);
      await shot('pm-order-pickup');
      await page.getByTestId('pm-cancel').click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.yes }).click();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.cancelled);
      await openPointsMall(page);
      await expect(page.getByTestId('pm-my-points')).toContainText('200');
      await page.getByRole('link', { name: new RegExp(w.tart) }).click();
      await page.getByTestId('pm-exchange').click();
      await page.getByTestId('pm-confirm').click();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.pickup);
      await page.getByTestId('pm-to-order').click();
      const orderNo = (await page.getByTestId('pm-order-no').textContent()) ?? '';
      await pickUp(request, orderNo);
      await page.reload();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.pickedUp);
      await expect(page.getByTestId('pm-cancel')).toHaveCount(0);
      await page.context().close();
    });

    test('has goods delivered: address, fee by balance, delivery progress and receipt', async ({
      browser,
      baseURL,
      request,
    }, info) => {
      const w = words[lang];
      const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${lang}.png`) });
      const page = await phoneOf(browser, baseURL, tag);
      const member = `${phone.slice(0, -1)}5${info.retry}`;
      await logInBySms(page, request, member);
      await addPoints(request, member, 300);
      await addBalance(request, member, 20);
      await page.goto('/#/subpackages/address/selectAddress');
      await page.getByTestId('address-new').click();
      await fillAddress(page, { detail: '愚园路 168 号', houseNumber: '3F' });
      await page.getByTestId('address-save').click();
      await expect(page).toHaveURL(/address\/selectAddress/);

      // Checkout: delivery chosen, the saved address and the zone's fee added to the points.
      await openPointsMall(page);
      await page.getByRole('link', { name: new RegExp(w.tart) }).click();
      await page.getByTestId('pm-exchange').click();
      await page.getByTestId('pm-mode-delivery').click();
      await expect(page.getByTestId('pm-address')).toContainText('愚园路 168 号');
      await expect(page.getByTestId('pm-freight')).toContainText('3.00');
      await expect(page.getByTestId('pm-total')).toContainText('3.00');
      await expect(page.getByTestId('pm-pay-method-2')).toBeChecked();
      await shot('pm-checkout-delivery');
      await page.getByTestId('pm-confirm').click();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.awaitStore);
      await shot('pm-receipt-delivery');
      await page.getByTestId('pm-to-order').click();
      await expect(page.getByTestId('pm-order-address')).toContainText('愚园路 168 号');
      await expect(page.getByTestId('pm-order-freight')).toContainText('3.00');
      const orderNo = (await page.getByTestId('pm-order-no').textContent()) ?? '';

      // The store accepts, the sandbox courier brings it; the member confirms receipt.
      for (const step of ['accept', 'dispatch', 'pickup', 'deliver', 'arrive'] as const)
        await staffDeliveryStep(request, orderNo, step);
      await page.reload();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.arrived);
      await expect(page.getByTestId('delivery-progress')).toHaveAttribute('data-state', 'delivered');
      await expect(page.getByTestId('pm-cancel')).toHaveCount(0);
      await shot('pm-order-delivered');
      await page.getByTestId('delivery-confirm-receipt').click();
      await page.getByRole('alertdialog').getByRole('button').last().click();
      await expect(page.getByTestId('pm-order-state')).toHaveText(w.goodsReceived);
      await shot('pm-order-received');
      await page.context().close();
    });
  });
}

// Phones of this journey: 1374400 then 3 digits, then the retry number.
journey('en', 'en-US', '1374400001');
journey('zh-CN', 'zh-CN', '1374400011');
