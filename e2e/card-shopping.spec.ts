import { cardJourney, openCardTab, settleCart } from './support/cards.ts';
import { addBalance, addToCart, type CartLabels, englishCart, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// Shopping cards (issue 29, decision 063): the demo chain's ¥100 bakery card, sold for ¥95, pays only for bread. A
// new member with money on the balance buys it from My coupons' shopping cards by balance, opens it (¥100.00, what
// it pays for), then settles a ¥28.00 loaf (bread) and a tiramisu (cakes): the card pays what the loaf comes to
// after the order's discounts and nothing of the cake, the rest is paid online; the card then holds ¥100.00 less
// that, with the spend in its records. In English and Simplified Chinese, at 375 px.
const words = {
  en: {
    kind: 'Shopping cards',
    name: '¥100 bakery card',
    covers: 'Usable on: Bread',
    cart: englishCart,
    bread: 'Bread',
    loaf: 'Sourdough Loaf',
    cakes: 'Cakes',
    cake: 'Tiramisu Slice',
    spent: 'Spent',
  },
  'zh-Hans': {
    kind: '购物卡',
    name: '100元面包购物卡',
    covers: '适用：面包',
    cart: { categories: '分类导航', add: '加入购物车', added: '已加入购物车' } satisfies CartLabels,
    bread: '面包',
    loaf: '酸种面包',
    cakes: '蛋糕',
    cake: '提拉米苏（切块）',
    spent: '消费',
  },
} as const;
type Lang = keyof typeof words;

/** ¥12.34 as the page writes an amount of money, from the text's digits. */
const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney(
    'shopping',
    lang,
    tag,
    'buys the bakery card by balance and pays only the bread of an order with it',
    async ({ page, shot, member: tried, request }) => {
      const w = words[lang];
      const member = tried(phone);
      await logInBySms(page, request, member);
      await addBalance(request, member, 100);

      await test.step('buys the card on sale under My coupons’ shopping cards, by balance', async () => {
        await openCardTab(page, 2, w.kind);
        const onSale = page.getByTestId(/^card-product-\d+$/).filter({ hasText: w.name });
        await expect(onSale).toContainText('95.00');
        await expect(onSale).toContainText(w.covers);
        await onSale.click();
        await expect(page).toHaveURL(/buyPrepaidCardDetails\?id=\d+/);
        await expect(page.getByTestId('card-product-times')).toContainText('100');
        await expect(page.getByTestId('card-product-covers')).toHaveText(w.covers);
        await shot('buy');
        await page.getByTestId('card-buy').click();
        await expect(page.getByTestId('card-done')).toBeVisible();
        await page.getByTestId('card-to-card').click();
        await expect(page).toHaveURL(/couponShoppingCardDetails\?id=\d+/);
        await expect(page.getByTestId('shopping-card-balance')).toContainText('100.00');
        await expect(page.getByTestId('card-covers')).toHaveText(w.bread);
        await expect(page.getByTestId('card-number')).toBeVisible();
        await shot('card');
      });

      // What the card pays: the loaf's ¥28.00 less its share of any discount of the order (a promotion or a
      // coupon allocated on the lines), never any of the cake's.
      let paid = 0;
      await test.step('a loaf and a tiramisu: the card pays the loaf, the cake is left for the pay method', async () => {
        await addToCart(page, w.bread, w.loaf, w.cart);
        await addToCart(page, w.cakes, w.cake, w.cart);
        await settleCart(page);
        const offer = page.getByTestId(/^tender-card-offer-\d+$/).filter({ hasText: w.name });
        await expect(offer.getByTestId('tender-card-offer-covers')).toHaveText(w.covers);
        paid = yuan(await offer.getByTestId('tender-card-offer-what').textContent());
        expect(paid).toBeGreaterThan(0);
        expect(paid).toBeLessThanOrEqual(28);
        await shot('settle-cards');
        const priced = page.waitForRequest(
          (r) => r.url().includes('IndexNoDiscount') && (r.postData() ?? '').includes('tenderCardIds'),
        );
        await offer.getByRole('checkbox').click();
        await priced;
        await expect(offer.getByRole('checkbox')).toBeChecked();
        await expect(page.getByTestId('tender-cards-pay')).toHaveText(`¥${paid.toFixed(2)}`);
        const total = yuan(await page.getByTestId('tender-total').textContent());
        const rest = yuan(await page.getByTestId('tender-rest').textContent());
        // The ¥100.00 card could pay it all, but the cake is not bread: the rest is left, and it all adds up.
        expect(rest).toBeGreaterThan(0);
        expect(Math.round((paid + rest) * 100)).toBe(Math.round(total * 100));
        await shot('settle-split');
        await page.getByTestId('pay-option-4').check();
        await page.getByTestId('settle-submit').click();
        await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
        await expect(page.getByTestId('sandbox-amount')).toContainText(rest.toFixed(2));
        await page.getByTestId('sandbox-pay').click();
        await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
      });

      await test.step('the card holds what it had less its part, the spend first in its records', async () => {
        const left = (100 - paid).toFixed(2);
        await openCardTab(page, 2, w.kind);
        const held = page.getByTestId(/^shopping-card-\d+$/);
        await expect(held.getByTestId('shopping-card-balance')).toContainText(left);
        await held.click();
        await expect(page.getByTestId('shopping-card-balance')).toContainText(left);
        const spend = page.getByTestId('card-record').first();
        await expect(spend).toContainText(w.spent);
        await expect(spend.getByTestId('card-record-delta')).toHaveText(`−¥${paid.toFixed(2)}`);
        await shot('card-after');
      });
    },
  );
}

journey('en', 'en-US', '1376650001');
journey('zh-Hans', 'zh-CN', '1376650002');
