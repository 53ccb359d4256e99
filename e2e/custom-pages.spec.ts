import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInBySms } from './support/member.ts';
import { runStaffCommand } from './support/staff.ts';
import { expect, test } from './support/test.ts';

/**
 * Decision 040: a merchant builds a custom page with `npm run staff -- pages save new <file> --store N`; it is a
 * draft (seen only with isPreview) until `pages publish`, and then the home page's link shortcuts open it. The
 * shopper reads it in their language: title bar, image, text, the activity strip's live figures, a coupon claimed
 * from its strip. An unknown page says so, with a way home.
 */

const cases = [
  {
    locale: 'en-GB',
    phone: '13700040101',
    title: 'Tea garden',
    text: 'Fresh leaves every week.',
    activity: 'Points mall',
    quickLinks: 'Quick links',
    notFound: 'This page is not available',
    home: 'Back to home',
    benefits: 'Member benefits',
    earn: 'Earn and enjoy',
    claim: /^Claim/,
    claimed: 'Claimed: it is in My coupons',
  },
  {
    locale: 'zh-CN',
    phone: '13700040102',
    title: '茶园',
    text: '每周新鲜茶叶。',
    activity: '积分商城',
    quickLinks: '快捷入口',
    notFound: '页面不存在',
    home: '返回首页',
    benefits: '会员权益',
    earn: '赚积分 享好礼',
    claim: /^领取/,
    claimed: '领取成功，已放入我的优惠券',
  },
];

/** A custom page as a merchant writes it: its base text in English, its translations beside it. */
function pageFile(c: (typeof cases)[number]) {
  const zh = c.locale === 'zh-CN';
  return {
    title: zh ? `Tea garden ${c.phone}` : c.title,
    translations: zh ? { 'zh-CN': { title: c.title } } : undefined,
    sections: [
      {
        type: 'image',
        id: 'hero',
        imageUrl: '/media/banners/fruit-tea-season.svg',
        alt: 'Tea garden',
        width: 750,
        height: 320,
        link: null,
      },
      {
        type: 'text',
        id: 'intro',
        title: '',
        text: zh ? 'Fresh leaves every week.' : c.text,
        align: 'start',
        translations: zh ? { 'zh-CN': { text: c.text } } : undefined,
      },
      {
        type: 'activityStrip',
        id: 'acts',
        title: '',
        items: [
          { activity: 'pointsMall', title: '' },
          { activity: 'checkIn', title: '' },
        ],
      },
      { type: 'couponStrip', id: 'coupons', title: '', templateIds: [], limit: 3 },
    ],
  };
}

async function jingAnId(request: APIRequestContext): Promise<number> {
  const res = await request.post('/wxapi/Store/NearbyStoreList', { data: { pageIndex: 1, pageSize: 10 } });
  const body = (await res.json()) as { Result: { items: Array<{ storeId: number; storeName: string }> } };
  const store = body.Result.items.find((s) => s.storeName.includes("Jing'an"));
  if (!store) throw new Error("no Jing'an demo shop");
  return store.storeId;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `../test-results/custom-pages-${name}.png`, fullPage: true });
}

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a page built through the staff CLI opens from a home shortcut once published', async ({
      page,
      request,
      baseURL,
    }) => {
      const store = String(await jingAnId(request));
      const file = join(tmpdir(), `custom-page-${c.phone}.json`);
      await writeFile(file, JSON.stringify(pageFile(c)));
      const saved = await runStaffCommand(baseURL!, ['pages', 'save', 'new', file, '--store', store]);
      expect(saved.code, saved.err).toBe(0);
      const pageId = /\/PageDefine\/(\d+)/.exec(saved.out)![1]!;

      await logInBySms(page, request, c.phone);
      // A draft: only a preview shows it; the page itself says it is not available.
      await page.goto(`/?storeid=${store}#/subpackages/customize/definePage/definePage?pageid=${pageId}`);
      await expect(page.getByRole('heading', { level: 1, name: c.notFound })).toBeVisible();
      await page.goto(`/#/subpackages/customize/definePage/definePage?pageid=${pageId}&isPreview=1`);
      await expect(page.getByText(c.text)).toBeVisible();

      const published = await runStaffCommand(baseURL!, ['pages', 'publish', pageId, '--store', store]);
      expect(published.code, published.err).toBe(0);
      // A new visit: the home structure the server inlines now links the page.
      await page.goto('/#/pages/index/index');
      await page.reload();
      const links = page.getByRole('navigation', { name: c.quickLinks });
      await expect(links.getByRole('link', { name: c.title })).toBeVisible();
      await links.scrollIntoViewIfNeeded();
      await shot(page, `${c.locale}-home`);
      await links.getByRole('link', { name: c.title }).click();

      await expect(page).toHaveURL(new RegExp(`definePage\\?pageid=${pageId}`));
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expect(page.getByText(c.text)).toBeVisible();
      await expect(page.getByRole('img', { name: 'Tea garden' })).toBeVisible();
      // The points mall's figure is live: the demo mall has products on its shelves.
      await expect(page.getByTestId('activity-pointsMall')).toContainText(c.activity);
      await expect(page.getByTestId('activity-pointsMall')).toContainText(/\d/);
      const ticket = page.locator('[data-testid^="coupon-strip-"]').first();
      await ticket.getByRole('button', { name: c.claim }).click();
      await expect(page.getByText(c.claimed)).toBeVisible();
      await shot(page, `${c.locale}-page`);
    });

    test('the demo home opens the demo’s Member benefits page, drawn in the shopper’s language', async ({
      page,
    }) => {
      await page.goto('/#/pages/index/index');
      await page
        .getByRole('navigation', { name: c.quickLinks })
        .getByRole('link', { name: c.benefits })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: c.benefits })).toBeVisible();
      await expect(page.getByRole('heading', { name: c.earn })).toBeVisible();
      await expect(page.getByTestId('activity-couponCenter')).toContainText(/\d/);
      await expect(page.locator('[data-testid^="coupon-strip-"]').first()).toBeVisible();
      await shot(page, `${c.locale}-benefits`);
    });

    test('a home saved as a draft is seen only in preview, until it is deleted', async ({
      page,
      request,
      baseURL,
    }) => {
      const store = String(await jingAnId(request));
      const draft = {
        sections: [{ type: 'text', id: 'soon', title: '', text: `Coming soon ${c.phone}`, align: 'center' }],
      };
      const saved = await runStaffCommand(baseURL!, [
        'pages',
        'save',
        'home',
        JSON.stringify(draft),
        '--store',
        store,
      ]);
      expect(saved.code, saved.err).toBe(0);
      try {
        await page.goto('/#/pages/index/index?isPreview=1');
        await expect(page.getByText(`Coming soon ${c.phone}`)).toBeVisible();
        await page.goto('/#/pages/index/index');
        await page.reload();
        await expect(page.getByRole('navigation', { name: c.quickLinks })).toBeVisible();
        await expect(page.getByText(`Coming soon ${c.phone}`)).toHaveCount(0);
      } finally {
        await runStaffCommand(baseURL!, ['pages', 'delete', 'home', '--store', store]);
      }
    });

    test('an unknown page says so in the shopper’s language, with a way home', async ({ page }) => {
      await page.goto('/#/subpackages/customize/definePage/definePage?pageid=999999&pagename=Gone');
      await expect(page.getByRole('heading', { level: 1, name: c.notFound })).toBeVisible();
      await shot(page, `${c.locale}-not-found`);
      await page.getByRole('button', { name: c.home }).click();
      await expect(page).toHaveURL(/#\/pages\/index\/index/);
    });
  });
}
