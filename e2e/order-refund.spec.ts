import type { APIRequestContext } from '@playwright/test';
import { staffToken } from './playwright.config.ts';
import {
  addBalance,
  addToCart,
  type CartLabels,
  englishCart,
  englishMenu,
  expectBalance,
  logInBySms,
  type MenuNames,
  spanishCart,
  spanishMenu,
} from './support/member.ts';
import { staffOrderStep } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// The store takes back one unit of a completed order (decision 046): the member's balance gets back what that unit
// paid, the order detail shows it refunded and still completed, and the points it earned go down in proportion.
// Two Butter Croissants (¥12.00 each, no promotion applies) paid by balance: refunding one returns ¥12.00.
interface Case {
  locale: string;
  phone: string;
  cart: CartLabels;
  menu: MenuNames;
  refunded: string;
  completed: string;
}

const cases: Case[] = [
  {
    locale: 'en-US',
    phone: '13700002701',
    cart: englishCart,
    menu: englishMenu,
    refunded: 'Refunded',
    completed: 'Completed',
  },
  {
    locale: 'es',
    phone: '13700002711',
    cart: spanishCart,
    menu: spanishMenu,
    refunded: 'Reembolsado',
    completed: 'Completado',
  },
];

/** The order's first line id, as the staff CLI's order-lines reads it. */
async function firstLineId(request: APIRequestContext, orderNo: string): Promise<number> {
  const res = await request.get(`/staff/orders/${orderNo}/lines`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const body = (await res.json()) as { Result: { lines: Array<{ lineId: number }> } };
  return body.Result.lines[0]!.lineId;
}

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('the store refunds one unit of a completed order and the member sees it', async ({
      page,
      request,
    }) => {
      const phone = `${c.phone.slice(0, -1)}${Number(c.phone.slice(-1)) + 2 * test.info().retry}`;
      await logInBySms(page, request, phone);
      await addBalance(request, phone, 100);
      await addToCart(page, c.menu.bread, c.menu.croissant, c.cart);
      await addToCart(page, c.menu.bread, c.menu.croissant, c.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page.getByTestId('settlement-total')).toContainText('¥24.00');
      await page.getByTestId('settle-submit').click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
      const orderNo = new URL(page.url().replace('#/', '')).searchParams.get('orderno') ?? '';
      await staffOrderStep(request, orderNo, 'accept');
      await staffOrderStep(request, orderNo, 'complete');

      const lineId = await firstLineId(request, orderNo);
      const refund = await request.post(`/staff/orders/${orderNo}/refund`, {
        headers: { authorization: `Bearer ${staffToken}` },
        data: { lines: [{ lineId, quantity: 1 }] },
      });
      expect(await refund.json()).toMatchObject({ Result: { status: 'completed', refunded: 12 } });

      await page.goto(`/#/subpackages/orderhistory/orderDetail?orderno=${orderNo}`);
      await expect(page.getByTestId('order-status')).toContainText(c.completed);
      await expect(page.getByTestId('order-amount')).toContainText('¥24.00');
      await expect(page.getByTestId('order-refunded')).toContainText(c.refunded);
      await expect(page.getByTestId('order-refunded')).toContainText('¥12.00');
      // ¥100 − ¥24 + ¥12; 24 points earned, 12 taken back.
      await expectBalance(page, '¥88.00');
      await expect(page.getByTestId('member-figure-points')).toHaveText('12');
    });
  });
}
