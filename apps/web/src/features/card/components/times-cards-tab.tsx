import type { MyCardTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CouponTabs, PagedList } from '../../coupon/index.ts';
import { useMyCards } from '../api/my-cards.ts';
import { useCardProducts } from '../api/products.ts';
import { minePath, timesQuery } from '../state/card-paths.ts';
import { PassCardRow } from './pass-card-row.tsx';
import { ProductRow } from './product-row.tsx';

const tabs: readonly MyCardTab[] = ['usable', 'used', 'expired'];

function pickTab(value: string | undefined): MyCardTab {
  return tabs.includes(value as MyCardTab) ? (value as MyCardTab) : 'usable';
}

/** The states' tabs with each one's count once the list has answered (the answer carries all three). */
function StateTabs({ tab }: { tab: MyCardTab }) {
  const t = useT();
  const counts = useMyCards(1, tab).data?.pages[0]?.counts;
  return (
    <CouponTabs
      tabs={tabs.map((id) => ({
        id,
        label: counts ? `${t(`card.mine.tabs.${id}`)} (${counts[id]})` : t(`card.mine.tabs.${id}`),
      }))}
      current={tab}
      label={t('card.mine.tabsLabel')}
      onPick={(next) => redirect(minePath, { ...timesQuery, tab: next })}
      testPrefix="pass-card-tab"
    />
  );
}

/** The pass cards the store sells, so a member with none (or wanting more) can buy one from here. */
function OnSale() {
  const t = useT();
  const products = useCardProducts('pass').data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section className="card-on-sale" aria-labelledby="card-on-sale-title">
      <h2 className="card-on-sale__title" id="card-on-sale-title">
        {t('card.mine.onSale')}
      </h2>
      <ul className="card-list" data-testid="card-products">
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
 * My coupons' times-card tab (SPEC §2 myCoupon?singletype=1, registered by pages/my-coupon-tabs.tsx): the member's
 * pass cards by state with the times left and validity, each leading to its page; the cards on sale under them.
 */
export function TimesCardsTab() {
  const t = useT();
  const tab = pickTab(useRoute().query.tab);
  return (
    <>
      <StateTabs tab={tab} />
      <PagedList
        list={useMyCards(1, tab)}
        rows={(page) => page.cards}
        label={t(`card.mine.tabs.${tab}`)}
        testId="pass-card-list"
        empty={<EmptyState title={t(`card.mine.empty.${tab}`)} />}
      >
        {(card) => (
          <li key={card.id}>
            <PassCardRow card={card} />
          </li>
        )}
      </PagedList>
      <OnSale />
    </>
  );
}
