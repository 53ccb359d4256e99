import { type APIRequestContext, type Browser, devices, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './test.ts';

// Steps the card journeys (the card-* specs) take alike: each member on a phone of its own, a kind's tab of My
// coupons, the cart's settlement where the cards are offered, and the frame of a journey in one language.

/** A fresh phone at 375 px in `locale`, its own context so two members can be logged in side by side. */
export async function cardPhone(
  browser: Browser,
  baseURL: string | undefined,
  locale: string,
): Promise<Page> {
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 375, height: 812 },
    baseURL,
    locale,
  });
  return context.newPage();
}

/** My coupons opened on one kind's tab (singletype 1 times, 2 shopping, 3 prepaid, 4 privilege), picked and named. */
export async function openCardTab(page: Page, singletype: 1 | 2 | 3 | 4, kind: string): Promise<void> {
  await page.goto(`/#/subpackages/coupons/myCoupon?singletype=${singletype}`);
  await expect(page.getByTestId(`my-coupon-kind-${singletype}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(`my-coupon-kind-${singletype}`)).toHaveText(kind);
}

/** From the cart to its settlement page, where the member's cards are offered. */
export async function settleCart(page: Page): Promise<void> {
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
}

/** What one language's run of a card journey is given: a phone at 375 px, a way to keep its screens, the rest. */
export interface CardRun {
  page: Page;
  /** Saves the page (or `on`, another phone) as `<prefix>-<stage>-<lang>.png` among the test's output. */
  shot(stage: string, on?: Page): Promise<Buffer>;
  /** A phone number of this try: `base` with the retry appended, so a retried journey starts as new members. */
  member(base: string): string;
  browser: Browser;
  baseURL: string | undefined;
  request: APIRequestContext;
  info: TestInfo;
}

/**
 * A card journey in one language (`lang` names its screens, `tag` is the browser's locale): its describe, its
 * locale and one test whose body gets a fresh phone, closed when the body is done.
 */
export function cardJourney(
  prefix: string,
  lang: string,
  tag: string,
  title: string,
  body: (run: CardRun) => Promise<void>,
): void {
  // Named by its prefix too: the report places the test here, not in the spec that made it.
  test.describe(`${prefix} · ${lang}`, () => {
    test.use({ locale: tag });
    test(title, async ({ browser, baseURL, request }, info) => {
      const page = await cardPhone(browser, baseURL, tag);
      const shot = (stage: string, on: Page = page) =>
        on.screenshot({ path: info.outputPath(`${prefix}-${stage}-${lang}.png`), fullPage: true });
      const member = (base: string) => `${base}${info.retry}`;
      await body({ page, shot, member, browser, baseURL, request, info });
      await page.context().close();
    });
  });
}
