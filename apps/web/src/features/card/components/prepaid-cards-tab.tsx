import type { MyCardTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CouponTabs, PagedList } from '../../coupon/index.ts';
import { useMyCards } from '../api/my-cards.ts';
import { useCardProducts } from '../api/products.ts';
import { bindPrepaidPath, minePath, prepaidQuery } from '../state/card-paths.ts';
import { PrepaidCardRow } from './prepaid-card-row.tsx';
import { ProductRow } from './product-row.tsx';

const tabs: readonly MyCardTab[] = ['usable', 'used', 'expired'];

function pickTab(value: string | undefined): MyCardTab {
  return tabs.includes(value as MyCardTab) ? (value as MyCardTab) : 'usable';
}

function StateTabs({ tab }: { tab: MyCardTab }) {
  const t = useT();
  const counts = useMyCards(3, tab).data?.pages[0]?.counts;
  return (
    <CouponTabs
      tabs={tabs.map((id) => ({
        id,
        label: counts ? `${t(`card.prepaid.tabs.${id}`)} (${counts[id]})` : t(`card.prepaid.tabs.${id}`),
      }))}
      current={tab}
      label={t('card.prepaid.tabsLabel')}
      onPick={(next) => redirect(minePath, { ...prepaidQuery, tab: next })}
      testPrefix="prepaid-card-tab"
    />
  );
}

/** The prepaid cards sold online, so a member can buy one from here. */
function OnSale() {
  const t = useT();
  const products = useCardProducts('prepaid').data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section className="card-on-sale" aria-labelledby="prepaid-on-sale-title">
      <h2 className="card-on-sale__title" id="prepaid-on-sale-title">
        {t('card.prepaid.onSale')}
      </h2>
      <ul className="card-list" data-testid="prepaid-products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductRow product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * My coupons' prepaid-card tab (SPEC §2 myCoupon?singletype=3, registered by pages/my-coupon-tabs.ts): the member's
 * prepaid cards by state, soonest-expiring first (the server's order), each with its balance; binding a printed
 * card; the cards on sale.
 */
export function PrepaidCardsTab() {
  const t = useT();
  const tab = pickTab(useRoute().query.tab);
  return (
    <>
      <StateTabs tab={tab} />
      <Link to={bindPrepaidPath} className="card-bind-link" data-testid="prepaid-bind-link">
        {t('card.prepaid.bindLink')}
      </Link>
      <PagedList
        list={useMyCards(3, tab)}
        rows={(page) => page.cards}
        label={t(`card.prepaid.tabs.${tab}`)}
        testId="prepaid-card-list"
        empty={<EmptyState title={t(`card.prepaid.empty.${tab}`)} />}
      >
        {(card) => (
          <li key={card.id}>
            <PrepaidCardRow card={card} />
          </li>
        )}
      </PagedList>
      <OnSale />
    </>
  );
}
