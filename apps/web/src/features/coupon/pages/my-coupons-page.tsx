import type { MyCouponTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMyCoupons } from '../api/my-coupons.ts';
import { CouponDetail } from '../components/coupon-detail.tsx';
import { CouponTabs } from '../components/coupon-tabs.tsx';
import { MemberCouponCard } from '../components/member-coupon-card.tsx';
import { PagedList } from '../components/paged-list.tsx';
import {
  centrePath,
  couponOrdersPath,
  exchangePath,
  minePath,
  mineQuery,
  queryId,
  recordsPath,
} from '../state/coupon-paths.ts';
import './coupon-pages.css';

const tabs: readonly MyCouponTab[] = ['usable', 'used', 'expired'];

function pickTab(value: string | undefined): MyCouponTab {
  return tabs.includes(value as MyCouponTab) ? (value as MyCouponTab) : 'usable';
}

/** The list of one tab: its coupons page by page, or, empty, a way to the centre from the usable one. */
function TabList({ tab }: { tab: MyCouponTab }) {
  const t = useT();
  return (
    <PagedList
      list={useMyCoupons(tab)}
      rows={(page) => page.coupons}
      label={t(`coupon.mine.tabs.${tab}`)}
      testId="my-coupon-list"
      empty={
        <EmptyState
          title={t(`coupon.mine.empty.${tab}`)}
          action={
            tab === 'usable' ? (
              <Button onClick={() => redirect(centrePath)} data-testid="coupon-go-centre">
                {t('coupon.mine.toCentre')}
              </Button>
            ) : undefined
          }
        />
      }
    >
      {(coupon) => (
        <li key={coupon.id}>
          <MemberCouponCard coupon={coupon} />
        </li>
      )}
    </PagedList>
  );
}

/** The tabs with each one's count once the list has answered (the answer carries all three). */
function MineTabs({ tab }: { tab: MyCouponTab }) {
  const t = useT();
  const { query } = useRoute();
  const counts = useMyCoupons(tab).data?.pages[0]?.counts;
  return (
    <CouponTabs
      tabs={tabs.map((id) => ({
        id,
        label: counts ? `${t(`coupon.mine.tabs.${id}`)} (${counts[id]})` : t(`coupon.mine.tabs.${id}`),
      }))}
      current={tab}
      label={t('coupon.mine.tabsLabel')}
      onPick={(next) => redirect(minePath, { ...query, ...mineQuery, tab: next })}
      testPrefix="my-coupon-tab"
    />
  );
}

/**
 * My coupons (SPEC §2 coupons/myCoupon?singletype=0): tabs by state — usable (with 'expires soon', 'not valid yet'
 * and 'held by an order' marked), used, expired — and, with ?id=, one coupon's detail.
 */
export function MyCouponsPage() {
  const t = useT();
  const { query } = useRoute();
  const id = queryId(query.id);
  if (query.id !== undefined) return <CouponDetail id={id} />;
  // singletype 1–4 are the cards (times, shopping, prepaid, privilege), which this app does not sell yet: a
  // notification's deep link to them says so rather than listing coupons under their name.
  if (query.singletype !== undefined && query.singletype !== '0')
    return (
      <div className="coupon-page">
        <PageHeader title={t('coupon.mineTitle')} />
        <EmptyState title={t('coupon.mine.noCards')} />
      </div>
    );
  const tab = pickTab(query.tab);
  return (
    <div className="coupon-page">
      <PageHeader title={t('coupon.mineTitle')} />
      <MineTabs tab={tab} />
      <TabList tab={tab} />
      <nav className="coupon-shortcuts coupon-shortcuts--foot" aria-label={t('coupon.mineTitle')}>
        <Link to={centrePath} className="coupon-shortcut" data-testid="coupon-to-centre">
          {t('coupon.mine.toCentre')}
        </Link>
        <Link to={exchangePath} className="coupon-shortcut">
          {t('coupon.centre.toExchange')}
        </Link>
        <Link to={recordsPath} className="coupon-shortcut" data-testid="coupon-to-records">
          {t('coupon.mine.toRecords')}
        </Link>
        <Link to={couponOrdersPath} className="coupon-shortcut" data-testid="coupon-to-orders">
          {t('coupon.orders.title')}
        </Link>
      </nav>
    </div>
  );
}
