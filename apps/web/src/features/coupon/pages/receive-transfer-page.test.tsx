// @vitest-environment happy-dom
import { type CouponTransferPreviewOut, couponEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { receiveTransferRef, transferPreviewRef } from '../api/transfer.ts';
import { cashRule, memberCoupon } from '../state/coupon-test-data.ts';
import { ReceiveTransferPage } from './receive-transfer-page.tsx';

const page = memberPageTest();
const token = 'tok_abcdefghijklmnop';
const receives = () =>
  page.calls.filter((c) => c.path === couponEndpoints.receiveTransfer.path).map((c) => c.body);

function preview(extra: Partial<CouponTransferPreviewOut> = {}): CouponTransferPreviewOut {
  return {
    name: 'New member gift',
    description: '',
    rule: cashRule,
    names: { products: [], categories: [] },
    giverName: 'A**',
    expiresAt: '2026-11-26T08:00:00.000Z',
    needsCode: true,
    status: 'open',
    mine: false,
    ...extra,
  };
}

function open(answer: CouponTransferPreviewOut | Refusal, query = { token }) {
  page.api({
    [couponEndpoints.transferPreview.path]: () => answer,
    [couponEndpoints.receiveTransfer.path]: (body) =>
      body.verificationCode === '246810'
        ? { coupon: memberCoupon({ id: 77, source: 'transfer' }) }
        : new Refusal(422, 'COUPON_TRANSFER_CODE_WRONG', '验证码错误'),
  });
  return page.render('/subpackages/coupons/receiveTransferCoupon', <ReceiveTransferPage />, query);
}

describe('receiving a coupon a friend shares', () => {
  it('names the contract paths', () => {
    expect(transferPreviewRef.path).toBe(couponEndpoints.transferPreview.path);
    expect(receiveTransferRef.path).toBe(couponEndpoints.receiveTransfer.path);
  });

  it('shows who gives what, asks for the code, and receives it', async () => {
    const { user } = open(preview());
    await screen.findByText('A** gives you a coupon');
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the verification code from the giver');
    await user.type(field, '12a3456');
    expect((field as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The verification code is wrong'));
    await user.clear(field);
    await user.type(field, '246810');
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    await screen.findByText('The coupon is yours');
    expect(receives()).toEqual([
      { token, verificationCode: '123456' },
      { token, verificationCode: '246810' },
    ]);
  });

  it('says why a link cannot be received: taken, own, expired, or wrong', async () => {
    open(preview({ status: 'received' }));
    await screen.findByText('Someone already received this coupon');
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  it('tells the giver it is their own link', async () => {
    open(preview({ mine: true }));
    await screen.findByText('This is your own gift link: send it to a friend.');
  });

  it('says the link is wrong or expired for an unknown token and for a malformed one', async () => {
    open(new Refusal(409, 'COUPON_TRANSFER_LINK_INVALID', '转赠链接错误或已过期'));
    await screen.findByText('The gift link is wrong or has expired');
  });

  it('answers a malformed token without asking the server', async () => {
    open(preview(), { token: 'short' });
    await screen.findByText('The gift link is wrong or has expired');
    expect(page.calls).toHaveLength(0);
  });
});
