import { cardJourney, openCardTab } from './support/cards.ts';
import { addBalance, addToCart, type CartLabels, englishCart, logInBySms } from './support/member.ts';
import { expect } from './support/test.ts';

// Privilege cards (issue 29): the demo chain's Tea Club monthly card. A new member with money on the balance finds
// it under My coupons' privilege cards, buys a month by balance, sees the card with its days left and the first
// month's coupons given, and finds those coupons among My coupons; a ¥28.00 loaf's settlement then shows the card's
// 5% off (decision 060). In English and Traditional Chinese, at 375 px.
const words = {
  en: {
    kind: 'Privilege cards',
    name: 'Tea Club monthly card',
    period: 'A month',
    coupon: 'Weekday afternoon 15% off',
    discount: '5% off every order',
    cart: englishCart,
    bread: 'Bread',
    loaf: 'Sourdough Loaf',
    line: 'Privilege card · 5% off',
  },
  'zh-Hant': {
    kind: '權益卡',
    name: '茶友會月卡',
    period: '月卡',
    coupon: '平日午後85折',
    discount: '每單優惠 5%',
    cart: { categories: '分類導覽', add: '加入購物車', added: '已加入購物車' } satisfies CartLabels,
    bread: '麵包',
    loaf: '酸種麵包',
    line: '特權卡 · 9.5折',
  },
} as const;
type Lang = keyof typeof words;

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney(
    'privilege',
    lang,
    tag,
    'buys a month of the Tea Club card by balance, sees its days left and its coupons in My coupons',
    async ({ page, shot, member: tried, request }) => {
      const w = words[lang];
      const member = tried(phone);
      await logInBySms(page, request, member);
      await addBalance(request, member, 50);

      // My coupons' privilege-card tab: none held, the Tea Club on sale under the list.
      await openCardTab(page, 4, w.kind);
      const onSale = page.getByTestId(/^privilege-product-\d+$/).filter({ hasText: w.name });
      await expect(onSale).toContainText('19.90');
      await shot('tab-empty');

      // Its page: a month, ¥19.90, the monthly coupons by name; paid by balance.
      await onSale.click();
      await expect(page).toHaveURL(/buyPrivilegeCard\?id=\d+/);
      await expect(page.getByTestId('privilege-product-period')).toHaveText(w.period);
      await expect(page.getByTestId('privilege-benefits')).toContainText(w.coupon);
      await expect(page.getByTestId('privilege-discount')).toHaveText(w.discount);
      await shot('buy');
      await page.getByTestId('card-buy').click();
      await expect(page.getByTestId('card-done')).toBeVisible();
      await shot('result');

      // The card: running, a month of days left, the first month's coupons given.
      await page.getByTestId('privilege-to-card').click();
      await expect(page).toHaveURL(/couponPrivilegeCardDetails\?id=\d+/);
      const days = Number(await page.getByTestId('privilege-days-left').textContent());
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(32);
      await expect(page.getByTestId('privilege-grant')).toHaveCount(1);
      await expect(page.getByTestId('privilege-renew')).toBeVisible();
      await expect(page.getByTestId('card-record')).toHaveCount(1);
      await shot('detail');

      // Its coupons are the member's: listed in My coupons.
      await page.getByTestId('privilege-coupons').click();
      await expect(page).toHaveURL(/myCoupon\?singletype=0/);
      await expect(page.getByTestId('my-coupon-list')).toContainText(w.coupon);
      await shot('coupons');

      // And the card in its tab.
      await page.goto('/#/subpackages/coupons/myCoupon?singletype=4');
      await expect(page.getByTestId(/^privilege-card-\d+$/)).toContainText(w.name);
      await shot('tab');

      // An order now: the settlement takes the card's 5% off the ¥28.00 loaf by itself, after the coupons — the
      // card's own 15% off coupon is chosen for it on a weekday afternoon (¥4.20 off, then 5% of ¥23.80), else none.
      await addToCart(page, w.bread, w.loaf, w.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
      const line = page.getByTestId('total-privilege-card');
      await expect(line).toBeVisible();
      await expect(page.getByText(w.line)).toBeVisible();
      const coupon = (await page.getByTestId('total-coupon').count()) > 0;
      await expect(line).toHaveText(coupon ? '-¥1.19' : '-¥1.40');
      await expect(page.getByTestId('settlement-totals')).toContainText(coupon ? '22.61' : '26.60');
      await shot('settle');
    },
  );
}

journey('en', 'en-US', '1376670001');
journey('zh-Hant', 'zh-TW', '1376670002');
