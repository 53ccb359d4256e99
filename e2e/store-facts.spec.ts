import { addToCart, type CartLabels, englishCart, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// The small §7 calls of decision 044: the store information page shows the store's business licence and food
// permit (GetEshopCertificate, demo data), and a remark holding a word of the sensitive-words file is said in place
// at settlement and keeps the order from being sent, in the shopper's language.
const cases = [
  {
    locale: 'en-US',
    phone: '13744000601',
    cart: englishCart,
    bread: 'Bread',
    loaf: 'Sourdough Loaf',
    licence: 'Business licence',
    permit: 'Food business permit',
    word: 'casino',
    refusal: 'Please remove “casino”: it cannot be used here',
  },
  {
    locale: 'zh-CN',
    phone: '13744000611',
    cart: { categories: '分类导航', add: '加入购物车', added: '已加入购物车' } satisfies CartLabels,
    bread: '面包',
    loaf: '酸种面包',
    licence: '营业执照',
    permit: '食品经营许可证',
    word: '赌博',
    refusal: '内容包含敏感词“赌博”，请修改',
  },
];

for (const c of cases) {
  test.describe(c.locale, () => {
    test.use({ locale: c.locale });

    test('shows the store’s certificates and refuses a remark with a sensitive word in place', async ({
      page,
      request,
    }, info) => {
      const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${c.locale}.png`) });
      await logInBySms(page, request, `${c.phone.slice(0, -1)}${info.retry}`);

      await page.goto('/#/subpackages/account/information');
      const certificates = page.getByTestId('shop-certificates');
      await expect(certificates.getByTestId('shop-cert-business-licence')).toContainText(c.licence);
      await expect(certificates.getByTestId('shop-cert-food-permit')).toContainText(c.permit);
      await expect(certificates.getByRole('img', { name: c.licence })).toBeVisible();
      await certificates.scrollIntoViewIfNeeded();
      await shot('store-certificates');

      await addToCart(page, c.bread, c.loaf, c.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page.getByTestId('settle-submit')).toBeEnabled();
      await page.getByTestId('order-remark').fill(`no ${c.word} please`);
      await expect(page.getByTestId('remark-sensitive')).toHaveText(c.refusal);
      await expect(page.getByTestId('settle-submit')).toBeDisabled();
      // Centred, clear of the fixed order bar, so the screenshot shows the field and what it says.
      await page.getByTestId('remark-sensitive').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot('remark-sensitive');
      await page.getByTestId('order-remark').fill('less sugar');
      await expect(page.getByTestId('remark-sensitive')).toHaveCount(0);
      await expect(page.getByTestId('settle-submit')).toBeEnabled();
    });
  });
}
