import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Price } from '../../../ui/price.tsx';
import { CouponTabs, PagedList } from '../../coupon/index.ts';
import { useMyCards } from '../api/my-cards.ts';
import { usePrivilegeProducts } from '../api/privilege.ts';
import { minePath } from '../state/card-paths.ts';
import { buyPrivilegePath, privilegeQuery } from '../state/privilege-paths.ts';
import { periodWords } from '../state/privilege-words.ts';
import { PrivilegeCardRow } from './privilege-card-row.tsx';

// A privilege card is never used up (it runs for its months), so its list has two states, not three.
const tabs = ['usable', 'expired'] as const;
type Tab = (typeof tabs)[number];

function pickTab(value: string | undefined): Tab {
  return value === 'expired' ? 'expired' : 'usable';
}

function StateTabs({ tab }: { tab: Tab }) {
  const t = useT();
  const counts = useMyCards(4, tab).data?.pages[0]?.counts;
  return (
    <CouponTabs
      tabs={tabs.map((id) => ({
        id,
        label: counts ? `${t(`card.privilege.tabs.${id}`)} (${counts[id]})` : t(`card.privilege.tabs.${id}`),
      }))}
      current={tab}
      label={t('card.privilege.tabsLabel')}
      onPick={(next) => redirect(minePath, { ...privilegeQuery, tab: next })}
      testPrefix="privilege-card-tab"
    />
  );
}

/** The privilege cards on sale, each period with its price, leading to buy it (or renew a running one). */
function OnSale() {
  const t = useT();
  const products = usePrivilegeProducts().data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section className="card-on-sale" aria-labelledby="privilege-on-sale-title">
      <h2 className="card-on-sale__title" id="privilege-on-sale-title">
        {t('card.privilege.onSale')}
      </h2>
      <ul className="card-list" data-testid="privilege-products">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={buyPrivilegePath}
              query={{ id: String(product.id) }}
              className="card-product"
              data-testid={`privilege-product-${product.id}`}
            >
              <span className="card-product__body">
                <span className="card-product__name">{product.name}</span>
                <span className="card-product__line">
                  {periodWords(product.privilege.periodMonths, t)} ·{' '}
                  {t('card.privilege.couponsMonthly', {
                    count: product.privilege.coupons.reduce((n, c) => n + c.count, 0),
                  })}
                </span>
              </span>
              <Price minor={toMinor(product.price)} size="md" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * My coupons' privilege-card tab (SPEC §2 myCoupon?singletype=4, registered by pages/my-coupon-tabs.ts): the
 * member's privilege cards, running or ended, each leading to its page; the periods on sale under them.
 */
export function PrivilegeCardsTab() {
  const t = useT();
  const tab = pickTab(useRoute().query.tab);
  return (
    <>
      <StateTabs tab={tab} />
      <PagedList
        list={useMyCards(4, tab)}
        rows={(page) => page.cards}
        label={t(`card.privilege.tabs.${tab}`)}
        testId="privilege-card-list"
        empty={<EmptyState title={t(`card.privilege.empty.${tab}`)} />}
      >
        {(card) => (
          <li key={card.id}>
            <PrivilegeCardRow card={card} />
          </li>
        )}
      </PagedList>
      <OnSale />
    </>
  );
}
