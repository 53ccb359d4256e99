import { expect, type Page } from '@playwright/test';

/** What the journeys type into the address form; the region is a Shanghai district (静安区 unless told). */
export interface AddressEntry {
  district?: string;
  detail: string;
  houseNumber: string;
}

/** Fills the address form: the region through the picker, province → city → district, each list from the server. */
export async function fillAddress(page: Page, a: AddressEntry): Promise<void> {
  await page.getByTestId('address-receiver').fill('Wang Xiaoming');
  await page.getByTestId('address-phone').fill('139 1234 5678');
  await page.getByTestId('address-provinceCode').selectOption({ label: '上海市' });
  await expect(page.getByTestId('address-cityCode')).toBeEnabled();
  await page.getByTestId('address-cityCode').selectOption({ label: '上海市' });
  await expect(page.getByTestId('address-districtCode')).toBeEnabled();
  await page.getByTestId('address-districtCode').selectOption({ label: a.district ?? '静安区' });
  await page.getByTestId('address-detail').fill(a.detail);
  await page.getByTestId('address-houseNumber').fill(a.houseNumber);
}
