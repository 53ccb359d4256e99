import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';

const auth = { authorization: `Bearer ${staffToken}` };

/** The staff API's answer's Result, or a thrown error naming the call. */
async function staffCall<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object) {
  const res = await request[method](path, { headers: auth, ...(data ? { data } : {}) });
  if (!res.ok()) throw new Error(`staff ${path} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { Result: T }).Result;
}

interface StaffPartner {
  memberId: number;
  appliedAt: string;
}

/** Approves the newest application waiting for staff (the journey's or the tour's member, who just applied). */
export async function staffApproveNewestApplication(request: APIRequestContext): Promise<number> {
  const { partners } = await staffCall<{ partners: StaffPartner[] }>(
    request,
    'get',
    '/staff/partner/partners?status=applied',
  );
  const newest = [...partners].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt))[0];
  if (!newest) throw new Error('no partner application waiting');
  await staffCall(request, 'post', `/staff/partner/partners/${newest.memberId}/approve`);
  return newest.memberId;
}

/** Staff refuse a cash-out waiting for them: the amount goes back to the partner's withdrawable. */
export async function staffRejectCashOut(request: APIRequestContext, id: number): Promise<void> {
  await staffCall(request, 'post', `/staff/partner/cash-outs/${id}/reject`, { note: 'e2e' });
}

/** Staff confirm a cash-out as paid out, as the store does after sending the money. */
export async function staffConfirmCashOut(request: APIRequestContext, id: number): Promise<void> {
  await staffCall(request, 'post', `/staff/partner/cash-outs/${id}/confirm`, { note: 'e2e' });
}

/** The page tour's stop (support/page-tour.ts): opens the address if given, waits for the page, checks it. */
type Stop = (name: string, address?: string) => Promise<void>;

/** The partner page a guest may open: the programme's rules. */
export async function partnerGuestTour(stop: Stop): Promise<void> {
  await stop('partner rules (guest)', '/#/subpackages/partner/rules');
}

/**
 * The partner pages of a fresh member: as one who never applied (the application, sharing, cash-out refused), then
 * applying, then approved by staff (the centre's figures, friends, profit, the ledger, cash-out and its records).
 */
export async function partnerMemberTour(page: Page, request: APIRequestContext, stop: Stop): Promise<void> {
  await stop('partner rules', '/#/subpackages/partner/rules');
  await stop('share goods', '/#/subpackages/partner/categories');
  await stop('share coupons', '/#/subpackages/partner/coupons');
  await stop('share activities', '/#/subpackages/partner/actions');
  await stop('cash-out (not a partner)', '/#/subpackages/partner/profitCashOut');
  await stop('partner upgrade (not a partner)', '/#/subpackages/partner/upgrade');
  await stop('partner centre (apply)', '/#/subpackages/partner/index');
  await page.getByTestId('partner-agree').check();
  await page.getByTestId('partner-apply-submit').click();
  await expect(page.getByTestId('partner-state-applied')).toBeVisible();
  await stop('partner centre (applied)');
  await staffApproveNewestApplication(request);
  await page.reload();
  await expect(page.getByTestId('partner-state-active')).toBeVisible();
  await stop('partner centre (active)');
  await stop('my friends', '/#/subpackages/partner/myFriends');
  await stop('my profit', '/#/subpackages/partner/myProfit');
  await stop('profit details', '/#/subpackages/partner/profitDetails');
  await stop('cash-out', '/#/subpackages/partner/profitCashOut');
  await stop('cash-out records', '/#/subpackages/partner/profitCashOut?view=records');
  await stop('partner upgrade', '/#/subpackages/partner/upgrade');
  await stop('share activities (partner)', '/#/subpackages/partner/actions');
}
