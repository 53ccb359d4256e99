import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Opens a coupon page from the member centre's entry, as a member would. */
export async function fromMemberCentre(page: Page, entry: 'couponCentre' | 'coupons'): Promise<void> {
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await page.locator(`a[data-testid="member-${entry}"]`).click();
  await expect(page).toHaveURL(entry === 'coupons' ? /coupons\/myCoupon\?singletype=0/ : /coupons\/coupon/);
}

/** The card of a coupon list (the centre's templates, My coupons) by its coupon's name. */
export function couponCard(page: Page, kind: 'coupon-template' | 'my-coupon', name: string) {
  return page
    .getByTestId(new RegExp(`^${kind}-\\d+$`))
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}
