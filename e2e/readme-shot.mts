// Makes docs/screenshots/readme.png: home and cart side by side at phone size, from a running demo server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const out = process.argv[3] ?? 'docs/screenshots/readme.png';
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'shot-')), {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
  viewport: { width: 375, height: 760 },
  deviceScaleFactor: 2,
});
const page = browser.pages()[0] ?? (await browser.newPage());
await page.goto(`${base}/#/`);
await page.waitForSelector('.banner__img');
await page.waitForTimeout(800);
const home = await page.screenshot();
await page.goto(`${base}/#/pages/detail/index?productid=10000`);
for (const o of ['Large', 'Half sugar', 'Less ice', 'Pearls'])
  await page.getByRole('button', { name: new RegExp(`^${o}`) }).click();
await page.getByRole('button', { name: 'Add to cart' }).click();
await page.goto(`${base}/#/pages/detail/index?productid=10030`);
await page.getByRole('button', { name: 'Add to cart' }).click();
await page.goto(`${base}/#/subpackages/shopping/shoppingCart`);
await page.waitForSelector('[data-testid=cart-line]');
await page.waitForFunction(() => !document.querySelector('.toast')); // let the "added" toast fade
const cart = await page.screenshot();
const sheet = await browser.newPage();
await sheet.setViewportSize({ width: 790, height: 800 });
const img = (b: Buffer) =>
  `<img src="data:image/png;base64,${b.toString('base64')}" width="375" height="760">`;
await sheet.setContent(
  `<body style="margin:0;background:#f3efe9;display:flex;gap:20px;padding:20px;box-sizing:border-box">${img(home)}${img(cart)}</body>`,
);
await sheet.screenshot({ path: out });
await browser.close();
