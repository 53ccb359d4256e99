import type { MyCardTab } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { timesQuery } from '../state/card-paths.ts';
import { CardsOnSale, CardsTab } from './cards-tab.tsx';
import { PassCardRow } from './pass-card-row.tsx';

const tabs: readonly MyCardTab[] = ['usable', 'used', 'expired'];

/**
 * My coupons' times-card tab (SPEC §2 myCoupon?singletype=1, registered by pages/my-coupon-tabs.tsx): the member's
 * pass cards by state with the times left and validity, each leading to its page; the cards on sale under them, so
 * a member with none (or wanting more) can buy one from here.
 */
export function TimesCardsTab() {
  const t = useT();
  return (
    <CardsTab
      singletype={1}
      tabs={tabs}
      query={timesQuery}
      words={{
        tab: (tab) => t(`card.mine.tabs.${tab}`),
        tabs: t('card.mine.tabsLabel'),
        empty: (tab) => t(`card.mine.empty.${tab}`),
      }}
      testPrefix="pass-card-tab"
      listTestId="pass-card-list"
      row={(card) => <PassCardRow card={card} />}
      onSale={
        <CardsOnSale
          kind="pass"
          title={t('card.mine.onSale')}
          titleId="card-on-sale-title"
          testId="card-products"
        />
      }
    />
  );
}
