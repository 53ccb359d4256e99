import { type Browser, devices, type Page } from '@playwright/test';
import {
  addToCart,
  type CartLabels,
  englishCart,
  englishMenu,
  logInBySms,
  type MenuNames,
  spanishCart,
  spanishMenu,
} from './support/member.ts';
import { expect, test } from './support/test.ts';

// The shop inside the WeChat mini-program (decision 043). An init script plays what the shell gives the web-view:
// the web-view's marker, and WeChat's JS-SDK wx.miniProgram, whose navigateTo and postMessage it records (kept in
// sessionStorage, so they outlive the page's reloads). The journeys then play the shell's side by hand: its login
// codes in the address, WeChat Pay paying the sandbox intent, and reopening the web-view on the route it returns to.

interface ShellRecord {
  navigations: string[];
  titles: string[];
}

function playShell() {
  const read = (): ShellRecord =>
    JSON.parse(sessionStorage.getItem('e2e.shell') ?? '{"navigations":[],"titles":[]}');
  const write = (record: ShellRecord) => sessionStorage.setItem('e2e.shell', JSON.stringify(record));
  Object.assign(window, {
    __wxjs_environment: 'miniprogram',
    wx: {
      miniProgram: {
        navigateTo: ({ url }: { url: string }) =>
          write({ ...read(), navigations: [...read().navigations, url] }),
        postMessage: ({ data }: { data: { title?: string } }) =>
          write({ ...read(), titles: [...read().titles, data.title ?? ''] }),
      },
    },
  });
}

async function openShell(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    baseURL,
    userAgent: `${devices['iPhone 13'].userAgent} MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/en miniProgram`,
  });
  await context.addInitScript(playShell);
  return context.newPage();
}

const shellRecord = (page: Page): Promise<ShellRecord> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.shell') ?? '{"navigations":[],"titles":[]}'));

/** The shell's address for a web route: the locale and a login code before the hash, as pages/web/web builds it. */
const shellUrl = (locale: string, route: string, wxcode?: string) =>
  `/?locale=${locale}${wxcode ? `&wxcode=${wxcode}` : ''}#${route}`;

const cases: Array<{ locale: string; phone: string; cart: CartLabels; menu: MenuNames; paid: boolean }> = [
  { locale: 'es', phone: '13700004301', cart: spanishCart, menu: spanishMenu, paid: true },
  { locale: 'en', phone: '13700004302', cart: englishCart, menu: englishMenu, paid: false },
];

for (const c of cases) {
  test(`${c.locale}: WeChat login binds after an SMS login, then logs in by code; payment goes through the shell`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const user = `e2e${c.locale}${testInfo.retry}`;
    // First visit: an unknown WeChat user. The code is exchanged for a ticket and taken out of the address.
    const first = await openShell(browser, baseURL);
    const auth = first.waitForResponse((r) => r.url().endsWith('/wxapi/customeraccount/Auth'));
    await first.goto(shellUrl(c.locale, '/pages/index/index', `local.${user}.visit1`));
    expect((await (await auth).json()).Result).toMatchObject({ bound: false });
    await expect(first).not.toHaveURL(/wxcode/);
    await expect(first.locator('html')).toHaveAttribute('lang', c.locale);

    // The shopper logs in by SMS: the kept ticket binds this WeChat user to them.
    const bound = first.waitForResponse((r) =>
      r.url().endsWith('/wxapi/customeraccount/UpdateCustomerUnionId'),
    );
    await logInBySms(first, request, c.phone);
    expect((await (await bound).json()).Result).toEqual({ bound: true, hasUnionId: true });
    await first.context().close();

    // The mini-program opened again (a fresh web-view storage): the new code logs the member straight in.
    const page = await openShell(browser, baseURL);
    await page.goto(shellUrl(c.locale, '/subpackages/account/account', `local.${user}.visit2`));
    await expect(page.getByTestId('member-figure-balance')).toBeVisible();

    // Paying by WeChat hands the payload to the shell's pay page; the web page moves to the unpaid order.
    await addToCart(page, c.menu.bread, c.menu.croissant, c.cart);
    await addToCart(page, c.menu.bread, c.menu.flossBun, c.cart);
    await page.goto('/#/subpackages/shopping/shoppingCart');
    await page.getByTestId('settle-button').click();
    await page.getByTestId('pay-option-4').check();
    await page.getByTestId('settle-submit').click();
    await expect(page).toHaveURL(/#\/subpackages\/orderhistory\/orderDetail\?orderno=\d+/);
    await expect(page.getByTestId('order-status')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`handed-over-${c.locale}.png`) });
    const { navigations, titles } = await shellRecord(page);
    expect(navigations).toHaveLength(1);
    const payUrl = new URL(navigations[0]!, 'https://shell.invalid');
    expect(payUrl.pathname).toBe('/pages/pay/pay');
    const handed = Object.fromEntries(payUrl.searchParams);
    expect(handed).toMatchObject({ signType: 'HMAC-SHA256', package: expect.stringMatching(/^prepay_id=/) });
    expect(handed.done).toMatch(/^\/subpackages\/shopping\/receipt\?orderno=\d+&localOrderNo=/);
    expect(handed.back).toMatch(/^\/subpackages\/orderhistory\/orderDetail\?orderno=\d+&payCancelled=1$/);
    // The page titles the shell shares pages by came along, in the shopper's language.
    expect(titles.length).toBeGreaterThan(0);

    if (c.paid) {
      // WeChat Pay takes the money (the sandbox gateway stands in) and the shell returns to the receipt, which asks
      // the server whether the order is paid (QueryPayResult).
      const prepayId = handed.package!.replace('prepay_id=', '');
      const paid = await request.post('/wxapi/paysandbox/Pay', { data: { prepayId } });
      expect((await paid.json()).Success).toBe(true);
      await page.goto(shellUrl(c.locale, `${handed.done}&payResult=paid`));
      await expect(page.getByTestId('receipt-amount')).toContainText('22.00');
      await page.screenshot({ path: testInfo.outputPath(`receipt-${c.locale}.png`) });
    } else {
      // The shopper closes WeChat's cashier: back on the order, which waits for payment.
      await page.goto(shellUrl(c.locale, `${handed.back}&payResult=cancelled`));
      await expect(page.getByText('Payment cancelled')).toBeVisible();
      await expect(page.getByTestId('order-status')).toContainText('Waiting for payment');
      await page.screenshot({ path: testInfo.outputPath(`cancelled-${c.locale}.png`) });
    }
    await page.context().close();
  });
}
