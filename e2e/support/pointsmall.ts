import type { APIRequestContext, Page } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';
import { expect } from './test.ts';

/** Gives a member points through the staff API (a manual edit, written to the points ledger). */
export async function addPoints(request: APIRequestContext, phone: string, delta: number): Promise<void> {
  const res = await request.post('/staff/members/points', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { phone, delta, note: 'e2e' },
  });
  if (!res.ok()) throw new Error(`staff points answered ${res.status()}: ${await res.text()}`);
}

/** Opens the points mall from the member centre's entry, as a member would. */
export async function openPointsMall(page: Page): Promise<void> {
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await page.locator('a[data-testid="member-pointsMall"]').click();
  await expect(page).toHaveURL(/pointsMall\/pointsMall/);
}

/** Hands exchanged goods over at the counter through the staff API. */
export async function pickUp(request: APIRequestContext, orderNo: string): Promise<void> {
  const res = await request.post('/staff/pointsmall/pickup', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { orderNo },
  });
  if (!res.ok()) throw new Error(`staff pickup answered ${res.status()}: ${await res.text()}`);
}
