import type { Page } from '@playwright/test';
import { runStaffCommand } from './support/staff.ts';
import { expect, test } from './support/test.ts';

/**
 * SPEC §8's system prompts (decision 042): an app below the chain's minimum version is asked to upgrade; a new
 * deployment of the web app is offered as a restart, or said to have failed; going offline shows its toast.
 */

const cases = [
  {
    locale: 'en-GB',
    lowVersion: 'Your app version is too old, please upgrade to the latest version',
    upgrade: 'Upgrade',
    updateReady: 'A new version is ready. Restart to use it?',
    restart: 'Restart',
    later: 'Later',
    updateFailed: 'The new version failed to download. Please reopen the app later.',
    offline: 'The network is having a hiccup',
    pageLoadFailed: 'The page failed to load.',
    chunkLoad: 'Part of the app failed to load',
    retry: 'Retry',
    settings: 'Settings',
  },
  {
    locale: 'es-ES',
    lowVersion: 'Tu versión de la app es antigua, actualízala a la última versión',
    upgrade: 'Actualizar',
    updateReady: 'Hay una nueva versión. ¿Reiniciar para usarla?',
    restart: 'Reiniciar',
    later: 'Más tarde',
    updateFailed: 'No se pudo descargar la nueva versión. Vuelve a abrir la app más tarde.',
    offline: 'La red está teniendo problemas',
    pageLoadFailed: 'No se pudo cargar la página.',
    chunkLoad: 'No se pudo cargar una parte de la app',
    retry: 'Reintentar',
    settings: 'Ajustes',
  },
];

const categoryHome = '/#/subpackages/category/pages/home/index';

/**
 * The app comes back to the foreground, and has looked at /version.json again (one look at a time). Just after a
 * load the app may not be listening yet (its update checks come in a chunk of their own): then it comes back again.
 */
async function backToForeground(page: Page) {
  await expect(async () => {
    const looked = page.waitForResponse('**/version.json', { timeout: 2_000 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await looked;
  }).toPass({ timeout: 20_000 });
}

/** Makes /version.json name another deployment (or, with null, this one again). */
async function deployed(page: Page, build: string | null) {
  await page.unroute('**/version.json');
  if (build === null) return;
  await page.route('**/version.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ build }) }),
  );
}

for (const c of cases) {
  test.describe(`system prompts in ${c.locale}`, () => {
    test.use({ locale: c.locale });
    // The minimum is the chain's: the journeys of this file take turns with it.
    test.describe.configure({ mode: 'serial' });

    test('an app below the minimum version is asked to upgrade, and reloads into the current one', async ({
      page,
      baseURL,
    }) => {
      const raised = await runStaffCommand(baseURL!, ['client-version', 'set', '2099.1.1']);
      expect(raised.out).toContain('2099.1.1');
      try {
        await page.goto(categoryHome);
        const prompt = page.getByRole('alertdialog');
        await expect(prompt).toContainText(c.lowVersion);
        await page.screenshot({ path: `../test-results/system-prompts-upgrade-${c.locale}.png` });
        // Only one prompt however many calls were refused; upgrading on the web reloads the app.
        await expect(page.getByRole('alertdialog')).toHaveCount(1);
        await runStaffCommand(baseURL!, ['client-version', 'off']);
        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: c.upgrade }).click();
        await reloaded;
        await expect(page.getByRole('link').first()).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      } finally {
        await runStaffCommand(baseURL!, ['client-version', 'off']);
      }
    });

    test('a new deployment is offered as a restart, once per build, or said to have failed', async ({
      page,
    }) => {
      await page.goto(categoryHome);
      await expect(page.getByRole('link').first()).toBeVisible();
      await backToForeground(page);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);

      await deployed(page, 'next-build');
      await backToForeground(page);
      const prompt = page.getByRole('alertdialog');
      await expect(prompt).toContainText(c.updateReady);
      await page.screenshot({ path: `../test-results/system-prompts-update-${c.locale}.png` });
      await prompt.getByRole('button', { name: c.later }).click();
      await expect(prompt).toHaveCount(0);
      await backToForeground(page);
      await expect(prompt).toHaveCount(0);

      // The new page cannot be fetched: the update failed.
      await deployed(page, 'broken-build');
      const thePage = (url: URL) => url.pathname === '/';
      await page.route(thePage, (route) =>
        route.request().resourceType() === 'fetch' ? route.abort() : route.continue(),
      );
      await backToForeground(page);
      await expect(page.getByText(c.updateFailed)).toBeVisible();
      await page.unroute(thePage);

      await deployed(page, 'newest-build');
      await backToForeground(page);
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: c.restart }).click();
      await reloaded;
      await expect(page).toHaveURL(/category\/pages\/home\/index/);
    });

    test('a page whose code fails to load shows the error view, and retry loads it', async ({ page }) => {
      await page.goto(categoryHome);
      await expect(page.getByRole('link').first()).toBeVisible();
      // The page's chunk cannot be fetched (a lost connection, or a deployment that removed it).
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/#/subpackages/account/setting');
      const failure = page.getByRole('alert').filter({ hasText: c.pageLoadFailed });
      await expect(failure).toContainText(c.chunkLoad);
      await page.screenshot({ path: `../test-results/system-prompts-chunk-${c.locale}.png` });
      await page.unroute('**/assets/*.js');
      await failure.getByRole('button', { name: c.retry }).click();
      await expect(page.getByRole('heading', { name: c.settings })).toBeVisible();
    });

    test('going offline shows the hiccup toast', async ({ page, context }) => {
      await page.goto(categoryHome);
      await expect(page.getByRole('link').first()).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByText(c.offline)).toBeVisible();
      await page.screenshot({ path: `../test-results/system-prompts-offline-${c.locale}.png` });
      await context.setOffline(false);
    });
  });
}
