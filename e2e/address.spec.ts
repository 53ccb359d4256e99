import type { Page } from '@playwright/test';
import { fillAddress } from './support/address.ts';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

const cases = [
  {
    locale: 'en-US',
    phone: '13700000041',
    pinPhone: '13700000043',
    title: 'My addresses',
    newTitle: 'New address',
    receiverRequired: "Please enter the receiver's name",
    regionRequired: 'Please choose the province, city and district',
    saved: 'Address saved',
    defaultBadge: 'Default',
    remove: 'Delete',
    chooseOnMap: 'Choose on the map',
    pinned: 'Pinned on the map (31.22230, 121.43880)',
    map: 'Map',
  },
  {
    locale: 'zh-CN',
    phone: '13700000042',
    pinPhone: '13700000044',
    title: '我的收货地址',
    newTitle: '新增收货地址',
    receiverRequired: '请填写收货人',
    regionRequired: '请选择所在地区',
    saved: '地址已保存',
    defaultBadge: '默认',
    remove: '删除',
    chooseOnMap: '在地图上选点',
    pinned: '已在地图上选点（31.22230, 121.43880）',
    map: '地图',
  },
];

/** The ids of the listed addresses, in the list's order. */
async function listedIds(page: Page): Promise<string[]> {
  const ids = await page
    .locator('.address-list > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-testid') ?? ''));
  return ids;
}

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a member adds addresses with the region picker, edits one, moves the default and deletes one', async ({
      page,
      request,
    }) => {
      await logInBySms(page, request, c.phone);
      // The member centre's entry opens the list, empty for a new member.
      await page.goto('/#/subpackages/account/account');
      await page.getByTestId('member-addresses').click();
      await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
      await page.getByTestId('address-new').click();
      await expect(page.getByRole('heading', { name: c.newTitle })).toBeVisible();

      // Saving an empty form names each missing field in place, in the shopper's language.
      await page.getByTestId('address-save').click();
      await expect(page.getByText(c.receiverRequired)).toBeVisible();
      await expect(page.getByText(c.regionRequired)).toBeVisible();

      await fillAddress(page, { detail: '愚园路 68 号', houseNumber: '12 楼' });
      await page.getByTestId('address-save').click();
      await expect(page.getByText(c.saved)).toBeVisible();
      await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
      await expect(page.locator('.address-list > li')).toHaveCount(1);
      await expect(page.locator('.address-list')).toContainText('上海市静安区 愚园路 68 号 12 楼');
      // The first address is the default.
      await expect(page.locator('.address-card__badge')).toHaveText(c.defaultBadge);

      await page.getByTestId('address-new').click();
      await fillAddress(page, { detail: '常德路 800 号', houseNumber: '3 号楼' });
      await page.getByTestId('address-save').click();
      await expect(page.locator('.address-list > li')).toHaveCount(2);
      const [first, second] = await listedIds(page);

      // Edit the second: its form opens with its region and text, and the change shows in the list.
      await page.getByTestId(`${second}-edit`).click();
      await expect(page.getByTestId('address-districtCode')).toHaveValue('310106');
      await expect(page.getByTestId('address-detail')).toHaveValue('常德路 800 号');
      await page.getByTestId('address-houseNumber').fill('5 楼 502');
      await page.getByTestId('address-save').click();
      await expect(page.getByTestId(second!)).toContainText('常德路 800 号 5 楼 502');

      // Make the second the default: it moves to the top with the badge.
      await page.getByTestId(`${second}-default`).click();
      await expect.poll(() => listedIds(page)).toEqual([second, first]);
      await expect(page.getByTestId(second!).locator('.address-card__badge')).toHaveText(c.defaultBadge);

      // Choose it for the order, then delete the other after the confirm.
      await page.getByTestId(`${second}-choose`).click();
      await expect(page.getByTestId(`${second}-choose`)).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId(`${first}-remove`).click();
      await page.getByRole('alertdialog').getByRole('button', { name: c.remove }).click();
      await expect(page.locator('.address-list > li')).toHaveCount(1);
      await expect.poll(() => listedIds(page)).toEqual([second]);
      const stored = await page.evaluate(() => localStorage.getItem('amber:prefs.FASTORDERADDRESS'));
      expect(JSON.parse(stored ?? 'null')).toMatchObject({ id: Number(second!.replace('address-', '')) });
    });

    test('a member pins an address on the map, saves it and opens it with open-location', async ({
      page,
      request,
    }) => {
      await logInBySms(page, request, c.pinPhone);
      await page.goto('/#/subpackages/address/selectAddress');
      await page.getByTestId('address-new').click();
      await expect(page.getByRole('heading', { name: c.newTitle })).toBeVisible();
      await page.getByTestId('address-receiver').fill('Wang Xiaoming');
      await page.getByTestId('address-phone').fill('139 1234 5678');
      await page.getByRole('button', { name: c.chooseOnMap }).click();

      // The store's delivery map: the point is set through its two fields (a tap on the map does the same).
      await expect(page).toHaveURL(/choose-location/);
      await page.getByTestId('choose-location-lat').fill('31.2223');
      await page.getByTestId('choose-location-lng').fill('121.4388');
      await page.getByTestId('choose-location-confirm').click();

      // Back on the form: what was typed is kept, the region comes from the point, and the address is pinned.
      await expect(page.getByTestId('address-pin')).toHaveAttribute('data-pinned', 'yes');
      await expect(page.getByText(c.pinned)).toBeVisible();
      await expect(page.getByTestId('address-receiver')).toHaveValue('Wang Xiaoming');
      await expect(page.getByTestId('address-districtCode')).toHaveValue('310106');
      await page.getByTestId('address-detail').fill('愚园路 168 号');
      // Typing the detailed address by hand drops the pin; pinning again brings it back.
      await expect(page.getByTestId('address-pin')).toHaveAttribute('data-pinned', 'no');
      await page.getByTestId('address-pin-choose').click();
      await page.getByTestId('choose-location-lat').fill('31.2223');
      await page.getByTestId('choose-location-lng').fill('121.4388');
      await page.getByTestId('choose-location-confirm').click();
      await expect(page.getByTestId('address-pin')).toHaveAttribute('data-pinned', 'yes');
      await expect(page.getByTestId('address-detail')).toHaveValue('愚园路 168 号');
      await page.getByTestId('address-save').click();
      await expect(page.getByText(c.saved)).toBeVisible();
      await expect(page.getByRole('heading', { name: c.title })).toBeVisible();

      // The list opens the pinned point with open-location (once the list, not only its heading, is shown).
      await expect(page.locator('.address-list > li')).toHaveCount(1);
      const [id] = await listedIds(page);
      await page.getByTestId(`${id}-map`).click();
      await expect(page).toHaveURL(/open-location\?lat=31\.2223&lng=121\.4388/);
      await expect(page.getByRole('heading', { level: 1, name: 'Wang Xiaoming' })).toBeVisible();
    });
  });
}
