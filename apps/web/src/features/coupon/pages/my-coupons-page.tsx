import type { MyCouponTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useMyCoupons } from '../api/my-coupons.ts';
import { CouponDetail } from '../components/coupon-detail.tsx';
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
import {
  myCouponKind,
  myCouponKinds,
  registerMyCouponKind,
  type Singletype,
} from '../state/my-coupon-kinds.ts';
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
    <Tabs
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

/** Coupons' own tab (singletype 0): by state, with the ways to get more and the records under the list. */
function CouponsBody() {
  const t = useT();
  const tab = pickTab(useRoute().query.tab);
  return (
    <>
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
    </>
  );
}

registerMyCouponKind({ singletype: '0', label: 'coupon.mine.kinds.coupons', Body: CouponsBody });

/** The kinds the member can hold, one tab each, once another area has registered one beside coupons. */
function KindBar({ current }: { current: Singletype }) {
  const t = useT();
  const kinds = myCouponKinds();
  if (kinds.length < 2) return null;
  return (
    <Tabs
      tabs={kinds.map((kind) => ({ id: kind.singletype, label: t(kind.label) }))}
      current={current}
      label={t('coupon.mine.kindsLabel')}
      onPick={(next) => redirect(minePath, { singletype: next })}
      testPrefix="my-coupon-kind"
    />
  );
}

/**
 * My coupons (SPEC §2 coupons/myCoupon?singletype=…): a tab per kind the member holds, from the registry of
 * decision 058 — coupons (0) by state — usable (with 'expires soon', 'not valid yet' and 'held by an order'
 * marked), used, expired — and, with ?id=, one coupon's detail; the cards (1–4) as their areas register them.
 */
export function MyCouponsPage() {
  const t = useT();
  const { query } = useRoute();
  const id = queryId(query.id);
  const kind = myCouponKind(query.singletype);
  if (query.id !== undefined && kind?.singletype === '0') return <CouponDetail id={id} />;
  // A kind no area has registered (a notification's deep link to cards this app does not sell) says so rather
  // than listing coupons under its name.
  if (!kind)
    return (
      <div className="coupon-page">
        <PageHeader title={t('coupon.mineTitle')} />
        <EmptyState title={t('coupon.mine.noCards')} />
      </div>
    );
  return (
    <div className="coupon-page">
      <PageHeader title={t('coupon.mineTitle')} />
      <KindBar current={kind.singletype} />
      <kind.Body />
    </div>
  );
}
