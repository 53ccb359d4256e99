import { type CouponTemplateOut, type couponEndpoints, couponPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { couponKeys } from './coupon-keys.ts';

export const buyDetailsRef = endpointRef<typeof couponEndpoints.buyDetails>(couponPaths.buyDetails);

/** Coupon/BuyDetails: one template (buyCouponDetails, the payment page), null id: nothing asked. */
export function useTemplate(templateId: number | null) {
  const { locale } = useLocale();
  return useQuery<CouponTemplateOut>({
    queryKey: couponKeys.template(templateId ?? 0, locale),
    queryFn: () => call(buyDetailsRef, { templateId: templateId ?? 0 }),
    enabled: templateId !== null,
    staleTime: 0,
  });
}
