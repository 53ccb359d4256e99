import { type Browser, devices, type Page } from '@playwright/test';
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
import { expect, test } from './support/test.ts';

// Pre-orders and group meals (SPEC §1, §5 reservations, §2 groupMeal/index): a member orders bread for tomorrow from
// the settlement's day + time picker and sees it booked; then books the Jing'an afternoon tea for four with its
// deposit paid by balance, and cancels it before the cut-off, the deposit coming back to the balance. In English
// and in Spanish.

interface Words {
  locale: string;
  cart: CartLabels;
  menu: MenuNames;
  booked: string;
  refunded: string;
  backToBalance: RegExp;
  confirm: string;
}

const languages: Words[] = [
  {
    locale: 'en-US',
    cart: englishCart,
    menu: englishMenu,
    booked: 'Booked',
    refunded: 'Cancelled, deposit refunded',
    backToBalance: /deposit of ¥105\.60 goes back to your balance/,
    confirm: 'Cancel booking',
  },
  {
    locale: 'es-ES',
    cart: spanishCart,
    menu: spanishMenu,
    booked: 'Reservado',
    refunded: 'Cancelado, señal reembolsada',
    backToBalance: /señal de ¥105[.,]60 vuelve a tu saldo/,
    confirm: 'Cancelar reserva',
  },
];

/** A day ahead on the Shanghai shops' calendar, YYYY-MM-DD (1: tomorrow). */
function daysAheadInShanghai(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    Date.now() + days * 86_400_000,
  );
}

async function openPage(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

languages.forEach((w, index) => {
  test.describe(`bookings in ${w.locale}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser, request, baseURL }, testInfo) => {
      const phone = `137000003${index}${1 + testInfo.retry}`;
      page = await openPage(browser, baseURL, w.locale);
      await logInBySms(page, request, phone);
      await addBalance(request, phone, 1000);
    });
    test.afterAll(() => page.context().close());

    test('a reservation for tomorrow from the settlement is booked', async () => {
      await addToCart(page, w.menu.bread, w.menu.croissant, w.cart);
      await addToCart(page, w.menu.bread, w.menu.flossBun, w.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      const picker = page.getByTestId('reservation-picker');
      await expect(picker).toBeVisible();
      await picker.getByTestId('reservation-day').selectOption(daysAheadInShanghai(1));
      await expect(picker.getByTestId('pickup-time')).not.toHaveValue('');
      await page.getByTestId('settle-submit').click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
      const orderNo = (await page.getByTestId('receipt-order-no').textContent())?.match(/\d{6,}/)?.[0] ?? '';

      await page.goto('/#/subpackages/orderhistory/orderhistory');
      const card = page.locator(`[data-testid=order-card][data-order-no="${orderNo}"]`);
      await expect(card).toContainText(w.booked);
      await card.click();
      await expect(page.getByTestId('order-status')).toContainText(w.booked);
      await expectBalance(page, '¥978');
    });

    test('a group meal with its deposit paid by balance, then cancelled with the deposit refunded', async () => {
      await page.goto('/#/subpackages/groupMeal/index');
      const form = page.getByTestId('gm-form');
      await expect(form).toBeVisible();
      // Four people (the menu's minimum) at ¥88 a head: ¥352, a 30 % deposit of ¥105.60, paid by balance.
      await expect(page.getByTestId('gm-method-2')).toBeChecked();
      // Three days ahead: well before the menu's 24-hour cancellation cut-off.
      await page.getByTestId('gm-date').selectOption(daysAheadInShanghai(3));
      await page.getByTestId('gm-pay').click();
      const booking = page.getByTestId('gm-booking').first();
      await expect(booking.getByTestId('gm-booking-status')).toHaveText(w.booked);
      await expectBalance(page, '¥872');

      await page.goto('/#/subpackages/groupMeal/index');
      await page.getByTestId('gm-booking').first().getByTestId('gm-cancel').click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(w.backToBalance);
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByTestId('gm-booking').first().getByTestId('gm-booking-status')).toHaveText(
        w.refunded,
      );
      await expectBalance(page, '¥978');
    });
  });
});
