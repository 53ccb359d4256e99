import { type catalogEndpoints, catalogPaths, type couponEndpoints, couponPaths } from '@shop/contracts';
import { categoryLink, type LinkTarget, linkedPagePaths } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useStore } from '../../store/index.ts';
import { partnerKeys } from '../api/partner-api.ts';
import { PartnerPage } from '../components/partner-parts.tsx';
import { ShareList } from '../components/share-list.tsx';

const categoriesRef = endpointRef<typeof catalogEndpoints.categories>(catalogPaths.categories);
const couponCentreRef = endpointRef<typeof couponEndpoints.loadCenter>(couponPaths.loadCenter);

const page = (path: string, query: Record<string, string> = {}): LinkTarget => ({ path, query, tab: false });

/** Share goods (SPEC §2 partner/categories): the store's categories, each opening its products. */
export function ShareCategoriesPage() {
  const t = useT();
  const { storeId } = useStore();
  const { locale } = useLocale();
  const tree = useQuery({
    queryKey: partnerKeys.share('categories', storeId, locale),
    queryFn: () => call(categoriesRef, { storeId: storeId! }),
    enabled: storeId !== null,
  });
  const items = (tree.data ?? []).map((c) => ({
    key: `c${c.uid}`,
    name: c.name,
    to: categoryLink(c.uid, c.name),
  }));
  return (
    <PartnerPage title={t('partner.entry.categories')}>
      {tree.isError ? (
        <LoadFailed title={errorMessage(tree.error)} onRetry={() => void tree.refetch()} />
      ) : (
        <ShareList items={items} loading={!tree.data} />
      )}
    </PartnerPage>
  );
}

/** Share coupons (SPEC §2 partner/coupons): the coupon centre's coupons, each opening its own page. */
export function ShareCouponsPage() {
  const t = useT();
  const { storeId } = useStore();
  const { locale } = useLocale();
  const centre = useQuery({
    queryKey: partnerKeys.share('coupons', storeId, locale),
    queryFn: () => call(couponCentreRef, { pageIndex: 1, pageSize: 50 }),
  });
  const items = [
    { key: 'centre', name: t('partner.share.couponCentre'), to: page('/subpackages/coupons/coupon') },
    ...(centre.data?.coupons ?? []).map((c) => ({
      key: `t${c.id}`,
      name: c.name,
      to: page('/subpackages/coupons/buyCouponDetails', { id: String(c.id) }),
    })),
  ];
  return (
    <PartnerPage title={t('partner.entry.coupons')}>
      {centre.isError ? (
        <LoadFailed title={errorMessage(centre.error)} onRetry={() => void centre.refetch()} />
      ) : (
        <ShareList items={items} loading={!centre.data} />
      )}
    </PartnerPage>
  );
}

/** The activity pages a partner can share (SPEC §2 partner/actions). */
const activities = [
  'promotions',
  'seckill',
  'groupBuy',
  'bargain',
  'presale',
  'communityGroup',
  'blindBox',
] as const satisfies ReadonlyArray<keyof typeof linkedPagePaths>;

/** Share activities (SPEC §2 partner/actions): the store's activity pages. */
export function ShareActionsPage() {
  const t = useT();
  const items = activities.map((a) => ({
    key: a,
    name: t(`partner.share.activity.${a}`),
    to: page(linkedPagePaths[a]),
  }));
  return (
    <PartnerPage title={t('partner.entry.actions')}>
      <ShareList items={items} />
    </PartnerPage>
  );
}
