import { type Browser, devices, type Page } from '@playwright/test';
import { englishMenu, logInBySms, type MenuNames, spanishMenu } from './support/member.ts';
import { staffTableLink } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// Scan a table (SPEC §2 scanCodeOrder, §5, §7 CoopCart/*): two members at one table share one cart, see each
// other's dishes, one sends the table's order and pays online, both phones see the table paid, and the second
// phone opens the round the first placed.

interface Case {
  locale: string;
  tableNo: string;
  phones: [string, string];
  menu: MenuNames;
  add: (name: string) => string;
}

const cases: Case[] = [
  {
    locale: 'en-US',
    tableNo: '5',
    phones: ['13700000511', '13700000512'],
    menu: englishMenu,
    add: (name) => `Add ${name}`,
  },
  {
    locale: 'es-ES',
    tableNo: '6',
    phones: ['13700000611', '13700000612'],
    menu: spanishMenu,
    add: (name) => `Añadir ${name}`,
  },
];

async function openPage(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

for (const c of cases) {
  test(`in ${c.locale}: two phones share one table cart, one pays, both see the table paid`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const link = await staffTableLink(request, c.tableNo);
    const ann = await openPage(browser, baseURL, c.locale);
    const bob = await openPage(browser, baseURL, c.locale);
    await logInBySms(ann, request, c.phones[0]);
    await logInBySms(bob, request, c.phones[1]);

    // The first phone scans: the launch rule opens the table, the diner count is asked first.
    await ann.goto(link);
    await expect(ann).toHaveURL(/#\/subpackages\/scanCodeOrder\/index/);
    await ann.getByTestId('table-start').click();
    await expect(ann).toHaveURL(/scanCodeOrder\/table\?sessionId=\d+/);
    // The second phone joins the same session.
    await bob.goto(link);
    await bob.getByTestId('table-join').click();
    await expect(bob).toHaveURL(/scanCodeOrder\/table\?sessionId=\d+/);
    expect(new URL(bob.url()).hash).toBe(new URL(ann.url()).hash);

    // Each adds a dish.
    await ann.getByRole('button', { name: c.add(c.menu.croissant) }).click();
    await expect(ann.getByTestId('table-dish').filter({ hasText: c.menu.croissant })).toContainText('1');
    await bob.getByRole('button', { name: c.add(c.menu.flossBun) }).click();
    await expect(bob.getByTestId('table-dish').filter({ hasText: c.menu.flossBun })).toContainText('1');

    // Each sees the other's dish in the shared cart (it refreshes by itself), the tableware for two added by the table.
    await ann.getByTestId('table-to-cart').click();
    await bob.getByTestId('table-to-cart').click();
    for (const page of [ann, bob]) {
      await expect(page.getByTestId('coop-line').filter({ hasText: c.menu.flossBun })).toBeVisible();
      await expect(page.getByTestId('coop-line').filter({ hasText: c.menu.croissant })).toBeVisible();
      await expect(page.locator('[data-testid=coop-line][data-must=true]')).toHaveCount(1);
    }

    // Ann sends the table's order and pays online; ¥24 is below the ¥30 minimum: she confirms.
    await ann.getByTestId('table-place').click();
    await expect(ann).toHaveURL(/placeorder\/tablePlace/);
    await expect(ann.getByTestId('table-place-total')).toContainText('24.00');
    await ann.getByTestId('table-pay-4').check();
    await ann.getByTestId('table-submit').click();
    await ann.locator('.dialog__btn--ok').click();
    await expect(ann).toHaveURL(/#\/pages\/web\/webpay\?/);
    await expect(ann.getByTestId('sandbox-amount')).toContainText('24.00');
    await ann.getByTestId('sandbox-pay').click();

    // Both phones see the table paid: Ann on the receipt, Bob on the shared cart he kept open.
    await expect(ann).toHaveURL(/scanCodeOrder\/receipt/);
    await expect(ann.getByTestId('table-closed')).toHaveAttribute('data-reason', 'paid');
    await expect(ann.getByTestId('table-order')).toHaveAttribute('data-paid', 'true');
    await expect(bob.getByTestId('table-closed')).toHaveAttribute('data-reason', 'paid');
    await expect(bob.getByTestId('table-order')).toHaveAttribute('data-paid', 'true');

    // The order itself names its table and diners, and leads to the whole table order.
    await ann.getByTestId('table-order').getByRole('link').click();
    await expect(ann).toHaveURL(/orderhistory\/orderDetail\?orderno=\d+/);
    await expect(ann.getByTestId('order-table')).toContainText(c.tableNo);
    await ann.getByTestId('order-table-link').click();
    await expect(ann).toHaveURL(/scanCodeOrder\/details\?sessionId=\d+/);
    await expect(ann.getByTestId('table-order')).toHaveAttribute('data-paid', 'true');

    // Bob opens the round Ann placed from his own phone: its dishes, amount and state, and none of her buttons.
    await bob.getByTestId('table-order').getByRole('link').click();
    await expect(bob).toHaveURL(/orderhistory\/orderDetail\?orderno=\d+/);
    await expect(bob.getByTestId('order-table')).toContainText(c.tableNo);
    await expect(bob.getByTestId('order-amount')).toContainText('24.00');
    await expect(bob.getByText(c.menu.flossBun)).toBeVisible();
    await expect(bob.getByTestId('order-cancel')).toHaveCount(0);

    await ann.context().close();
    await bob.context().close();
  });
}
