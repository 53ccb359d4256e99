import type { APIRequestContext, Page } from '@playwright/test';
import { staffToken } from './playwright.config.ts';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

/**
 * Decision 041: the store's own tab bar and links to features this app does not offer. The demo's Lujiazui shop
 * has its own bar (Home, Menu — a translated label of the store's — Cart, Orders, Me); the other shops keep the
 * default four.
 */

async function lujiazuiId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/wxapi/Store/NearbyStoreList', { data: { pageIndex: 1, pageSize: 10 } });
  const body = (await res.json()) as { Result: { items: Array<{ storeId: number; storeName: string }> } };
  const store = body.Result.items.find((s) => s.storeName.includes('Lujiazui'));
  if (!store) throw new Error('no Lujiazui demo shop');
  return store.storeId;
}

/** A scene code made by staff, as `npm run staff -- scene create` does. */
async function staffScene(request: APIRequestContext, body: object): Promise<string> {
  const res = await request.post('/staff/customize/scenes', {
    data: body,
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff API answered ${res.status()}`);
  return ((await res.json()) as { Result: { sceneId: string } }).Result.sceneId;
}

const cases = [
  {
    locale: 'en-GB',
    phone: '13700041001',
    labels: ['Home', 'Menu', 'Cart', 'Orders', 'Me'],
    nav: 'Main navigation',
    missing: 'Lucky draws is not offered here',
    home: 'Back to home',
    badCode: 'This code does not lead anywhere. It may have been mistyped or withdrawn.',
  },
  {
    locale: 'es-ES',
    phone: '13700041002',
    labels: ['Inicio', 'Menú', 'Carrito', 'Pedidos', 'Yo'],
    nav: 'Navegación principal',
    missing: 'Sorteos: no disponible aquí',
    home: 'Volver al inicio',
    badCode: 'Este código no lleva a ninguna parte. Puede estar mal escrito o retirado.',
  },
];

const tabPaths = [
  '/pages/index/index',
  '/subpackages/category/pages/home/index',
  '/subpackages/shopping/shoppingCart',
  '/subpackages/orderhistory/orderhistory',
  '/subpackages/account/account',
];

const escaped = (path: string) => path.replace(/[/.]/g, (c) => `\\${c}`);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../test-results/links-${name}.png` });
}

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test("every tab of the store's own tab bar opens its page, with the bar on it", async ({
      page,
      request,
    }) => {
      const store = await lujiazuiId(request);
      await page.goto(`/?storeid=${store}#/pages/index/index`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Lujiazui');
      await logInBySms(page, request, c.phone);
      await page.goto('/#/pages/index/index');
      const bar = page.getByRole('navigation', { name: c.nav });
      await expect(bar.getByRole('link')).toHaveText(c.labels);
      await shot(page, `${c.locale}-home`);

      for (const [i, label] of c.labels.entries()) {
        await bar.getByRole('link', { name: label, exact: true }).click();
        // A tab page is reached by redirect, so without hideTab, and the bar marks it.
        await expect(page).toHaveURL(new RegExp(`#${escaped(tabPaths[i]!)}$`));
        await expect(bar.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByTestId('error-page')).toHaveCount(0);
        await expect(page.getByTestId('missing-feature')).toHaveCount(0);
        if (i === 1) {
          // The category page's own cart bar sits above the bar when the store made it a tab.
          await expect(page.locator('#category-title')).toBeVisible();
          await expect(page.getByTestId('cart-bar-button')).toBeInViewport();
          await shot(page, `${c.locale}-menu-tab`);
        }
      }
    });

    test('a link to a feature this app does not offer shows its page and leads home', async ({ page }) => {
      await page.goto('/#/subpackages/marketing/lottery');
      await expect(page).toHaveURL(/#\/pages\/error\/index\?type=unavailable&feature=lottery/);
      const missing = page.getByTestId('missing-feature');
      await expect(missing.getByRole('heading', { level: 1 })).toHaveText(c.missing);
      await expect(page.getByRole('navigation', { name: c.nav })).toHaveCount(0);
      await shot(page, `${c.locale}-missing-feature`);
      await missing.getByRole('button', { name: c.home }).click();
      await expect(page).toHaveURL(/#\/pages\/index\/index$/);
      await expect(page.getByRole('navigation', { name: c.nav })).toBeVisible();
    });
  });
}

for (const c of cases) {
  test.describe(`scene codes in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test("a scene code's address opens its page, on the scene's store", async ({ page, request }) => {
      const store = await lujiazuiId(request);
      const sceneId = await staffScene(request, {
        storeId: store,
        page: '/subpackages/coupons/coupon',
        query: { from: 'poster' },
      });
      // The app opens on the default store; the scene belongs to Lujiazui, so the app reloads on it.
      await page.goto(`/?redirect=wkbin&sceneid=${sceneId}`);
      await expect(page).toHaveURL(/#\/subpackages\/coupons\/coupon\?from=poster&hideTab=true$/);
      await page.goto('/#/pages/index/index');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Lujiazui');
    });

    test('a bad code says so and leads home', async ({ page }) => {
      await page.goto('/#/pages/wkbin/wkbin?sceneid=NoSuchCode1');
      const wkbin = page.getByTestId('wkbin-page');
      await expect(wkbin.getByText(c.badCode)).toBeVisible();
      await shot(page, `${c.locale}-bad-scene`);
      await wkbin.getByRole('button', { name: c.home }).click();
      await expect(page).toHaveURL(/#\/pages\/index\/index$/);
    });
  });
}

const siteHtml = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>${heading}</title></head><body><h1>${heading}</h1></body></html>`;

const viewerCases = [
  { locale: 'en-GB', open: 'Open in browser', failed: 'This page cannot be shown inside the app' },
  { locale: 'zh-CN', open: '在浏览器中打开', failed: '该页面无法在应用内显示' },
];

for (const c of viewerCases) {
  test.describe(`the in-app web view in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a web link opens in a sandboxed frame under its title, with the way out to the browser', async ({
      page,
    }) => {
      await page.route('https://news.example.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: siteHtml('Autumn news') }),
      );
      const url = 'https://news.example.org/autumn?x=1';
      await page.goto(
        `/#/pages/web/web?url=${encodeURIComponent(url)}&title=${encodeURIComponent('Autumn')}`,
      );
      const viewer = page.getByTestId('web-viewer');
      await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Autumn');
      const frame = viewer.locator('iframe');
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation/);
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Autumn news' })).toBeVisible();
      const open = viewer.getByRole('link', { name: c.open });
      await expect(open).toHaveAttribute('href', url);
      await expect(open).toHaveAttribute('target', '_blank');
      await shot(page, `${c.locale}-web-view`);
    });

    test('a site that does not load is offered in the browser instead', async ({ page }) => {
      await page.clock.install();
      // The site never answers (as one that hangs, or refuses, would look from inside the app).
      await page.route('https://slow.example.org/**', () => undefined);
      await page.goto(`/#/pages/web/web?url=${encodeURIComponent('https://slow.example.org/')}`);
      await expect(page.getByTestId('web-viewer').locator('iframe')).toBeAttached();
      await page.clock.fastForward(16_000);
      const viewer = page.getByTestId('web-viewer');
      await expect(viewer.getByText(c.failed)).toBeVisible();
      await expect(viewer.getByRole('button', { name: c.open })).toBeVisible();
      await shot(page, `${c.locale}-web-failed`);
    });

    test("the knowledge shop opens the store's knowledge site with the store id", async ({ page }) => {
      let asked = '';
      await page.route('https://learn.amberleaf.example/**', (route) => {
        asked = route.request().url();
        return route.fulfill({ contentType: 'text/html', body: siteHtml('Tea school') });
      });
      await page.goto('/#/pages/college/college?teacherid=13');
      await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Tea school' })).toBeVisible();
      expect(new URL(asked).searchParams.get('teacherid')).toBe('13');
      expect(Number(new URL(asked).searchParams.get('storeid'))).toBeGreaterThan(0);
      await shot(page, `${c.locale}-college`);
    });
  });
}

async function storeIdNamed(request: APIRequestContext, part: string): Promise<number> {
  const res = await request.post('/wxapi/Store/NearbyStoreList', { data: { pageIndex: 1, pageSize: 10 } });
  const body = (await res.json()) as { Result: { items: Array<{ storeId: number; storeName: string }> } };
  return body.Result.items.find((s) => s.storeName.includes(part))!.storeId;
}

async function putTabBar(request: APIRequestContext, body: object) {
  const res = await request.put('/staff/customize/tab-bar', {
    data: body,
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff API answered ${res.status()}`);
}

const customTabCases = [
  {
    locale: 'en-GB',
    benefits: 'Member benefits',
    tab: 'Perks',
    home: 'Home',
    nav: 'Main navigation',
    back: 'Back',
  },
  { locale: 'zh-CN', benefits: '会员权益', tab: '会员福利', home: '首页', nav: '主导航', back: '返回' },
];

for (const c of customTabCases) {
  test.describe(`a custom page tab in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test("a store's custom page is one of its tabs: opened by redirect, marked, with the bar", async ({
      page,
      request,
    }) => {
      const store = await storeIdNamed(request, "Jing'an");
      await page.goto('/#/pages/index/index');
      await page.getByRole('link', { name: c.benefits }).first().click();
      await expect(page).toHaveURL(/definePage\?pageid=\d+/);
      const pageId = Number(new URL(page.url().replace('#', '')).searchParams.get('pageid'));
      try {
        await putTabBar(request, {
          storeId: store,
          tabs: [
            { kind: 'home' },
            { kind: 'page', pageId, label: 'Perks', translations: { 'zh-CN': { label: '会员福利' } } },
            { kind: 'me' },
          ],
        });
        await page.goto('/#/pages/index/index');
        await page.reload();
        const bar = page.getByRole('navigation', { name: c.nav });
        await expect(bar.getByRole('link')).toHaveCount(3);
        await bar.getByRole('link', { name: c.tab, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`definePage\\?pageid=${pageId}$`));
        await expect(bar.getByRole('link', { name: c.tab, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('heading', { level: 1, name: c.benefits })).toBeVisible();
        // A tab page is reached by its tab, not left by a back button.
        await expect(page.getByRole('button', { name: c.back, exact: true })).toHaveCount(0);
        await shot(page, `${c.locale}-custom-page-tab`);
        await bar.getByRole('link', { name: c.home, exact: true }).click();
        await expect(page).toHaveURL(/#\/pages\/index\/index$/);
      } finally {
        await putTabBar(request, { storeId: store, tabs: null });
      }
    });
  });
}
