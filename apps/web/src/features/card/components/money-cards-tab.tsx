import type { MyCardTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { bindPrepaidPath, prepaidQuery } from '../state/card-paths.ts';
import { CardsOnSale, CardsTab } from './cards-tab.tsx';
import { PrepaidCardRow } from './prepaid-card-row.tsx';

const tabs: readonly MyCardTab[] = ['usable', 'used', 'expired'];

/**
 * My coupons' prepaid-card tab (SPEC §2 myCoupon?singletype=3, registered by pages/my-coupon-tabs.ts): the member's
 * prepaid cards by state, soonest-expiring first (the server's order), each with its balance; binding a printed
 * card; the cards on sale, so a member can buy one from here.
 */
export function PrepaidCardsTab() {
  const t = useT();
  return (
    <CardsTab
      singletype={3}
      tabs={tabs}
      query={prepaidQuery}
      words={{
        tab: (tab) => t(`card.prepaid.tabs.${tab}`),
        tabs: t('card.prepaid.tabsLabel'),
        empty: (tab) => t(`card.prepaid.empty.${tab}`),
      }}
      testPrefix="prepaid-card-tab"
      listTestId="prepaid-card-list"
      row={(card) => <PrepaidCardRow card={card} />}
      lead={
        <Link to={bindPrepaidPath} className="card-bind-link" data-testid="prepaid-bind-link">
          {t('card.prepaid.bindLink')}
        </Link>
      }
      onSale={
        <CardsOnSale
          kind="prepaid"
          title={t('card.prepaid.onSale')}
          titleId="prepaid-on-sale-title"
          testId="prepaid-products"
        />
      }
    />
  );
}
