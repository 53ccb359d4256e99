import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { usePrivilegeProducts } from '../api/privilege.ts';
import { buyPrivilegePath, privilegeQuery } from '../state/privilege-paths.ts';
import { periodWords } from '../state/privilege-words.ts';
import { CardsTab } from './cards-tab.tsx';
import { PrivilegeCardRow } from './privilege-card-row.tsx';

// A privilege card is never used up (it runs for its months), so its list has two states, not three.
const tabs = ['usable', 'expired'] as const;

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
  return (
    <CardsTab
      singletype={4}
      tabs={tabs}
      query={privilegeQuery}
      words={{
        tab: (tab) => t(`card.privilege.tabs.${tab}`),
        tabs: t('card.privilege.tabsLabel'),
        empty: (tab) => t(`card.privilege.empty.${tab}`),
      }}
      testPrefix="privilege-card-tab"
      listTestId="privilege-card-list"
      row={(card) => <PrivilegeCardRow card={card} />}
      onSale={<OnSale />}
    />
  );
}
