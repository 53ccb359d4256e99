import {
  type CouponTransferPreviewOut,
  type couponEndpoints,
  couponPaths,
  type ResultOf,
} from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { couponKeys } from './coupon-keys.ts';

export const transferPreviewRef = endpointRef<typeof couponEndpoints.transferPreview>(
  couponPaths.transferPreview,
);
export const receiveTransferRef = endpointRef<typeof couponEndpoints.receiveTransfer>(
  couponPaths.receiveTransfer,
);

/** Coupon/TransferPreview: a share link as the receiver sees it before receiving (null token: nothing asked). */
export function useTransferPreview(token: string | null) {
  const { locale } = useLocale();
  return useQuery<CouponTransferPreviewOut>({
    queryKey: couponKeys.transfer(token ?? '', locale),
    queryFn: () => call(transferPreviewRef, { token: token ?? '' }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** Coupon/ReceiveTransfer: takes the link's coupon (with the giver's verification code when it asks one). */
export function useReceiveTransfer() {
  const client = useQueryClient();
  return async (
    token: string,
    verificationCode: string | null,
  ): Promise<ResultOf<typeof couponEndpoints.receiveTransfer>> => {
    try {
      return await call(receiveTransferRef, { token, ...(verificationCode ? { verificationCode } : {}) });
    } finally {
      void client.invalidateQueries({ queryKey: couponKeys.all });
    }
  };
}
