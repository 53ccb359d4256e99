// @vitest-environment happy-dom
import { couponEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { cancelShareRef, shareGiftRef } from '../api/share-gift.ts';
import { memberCoupon } from '../state/coupon-test-data.ts';
import { ShareGiftPage } from './share-gift-page.tsx';

const page = memberPageTest();
const token = 'tok_abcdefghijklmnop';
const shares = () => page.calls.filter((c) => c.path === couponEndpoints.shareGift.path).map((c) => c.body);

function open(coupon = memberCoupon({ needsTransferCode: true })) {
  let openTransfer: { token: string; expiresAt: string } | null = null;
  page.api({
    [couponEndpoints.detail.path]: () => ({ ...coupon, openTransfer }),
    [couponEndpoints.shareGift.path]: () => {
      openTransfer = { token, expiresAt: '2026-11-28T04:00:00.000Z' };
      return { ...openTransfer, verificationCode: coupon.needsTransferCode ? '246810' : null };
    },
    [couponEndpoints.cancelShare.path]: () => {
      openTransfer = null;
      return { cancelled: true };
    },
  });
  return page.render('/subpackages/coupons/shareCouponGift', <ShareGiftPage />, { id: String(coupon.id) });
}

describe('giving a coupon', () => {
  it('names the contract paths', () => {
    expect(shareGiftRef.path).toBe(couponEndpoints.shareGift.path);
    expect(cancelShareRef.path).toBe(couponEndpoints.cancelShare.path);
  });

  it('makes a link for the chosen time, with the code to pass on, and takes it back', async () => {
    const { user } = open();
    await screen.findByText('This coupon asks your friend for a verification code.');
    await user.click(screen.getByRole('radio', { name: '72 h' }));
    await user.click(screen.getByRole('button', { name: 'Make the gift link' }));
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Gift link' });
    expect(link.value).toMatch(/#\/subpackages\/coupons\/receiveTransferCoupon\?token=tok_abcdefghijklmnop$/);
    expect(link.value).not.toContain('246810');
    screen.getByText('Tell your friend the code 246810 yourself: it is not in the link.');
    expect(shares()).toEqual([{ id: 31, hours: 72 }]);

    await user.click(screen.getByRole('button', { name: 'Take the link back' }));
    await screen.findByRole('button', { name: 'Make the gift link' });
  });

  it('says a coupon that cannot be given cannot', async () => {
    open(memberCoupon({ canTransfer: false }));
    await screen.findByText('This coupon cannot be given away');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make the gift link' })).toBeNull());
  });
});
