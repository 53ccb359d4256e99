import type { MyCardTab } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { bindPrepaidPath, prepaidQuery, shoppingQuery } from '../state/card-paths.ts';
import { CardsOnSale, CardsTab } from './cards-tab.tsx';
import { MoneyCardRow, type MoneyKind } from './money-card-row.tsx';

const tabs: readonly MyCardTab[] = ['usable', 'used', 'expired'];

/**
 * A money card kind's tab of My coupons: the member's cards by state, soonest-expiring first (the server's order),
 * each with its balance, what `lead` adds over the list, and the cards of the kind on sale under it.
 */
function MoneyCardsTab({ kind, lead }: { kind: MoneyKind; lead?: ReactNode }) {
  const t = useT();
  return (
    <CardsTab
      singletype={kind === 'shopping' ? 2 : 3}
      tabs={tabs}
      query={kind === 'shopping' ? shoppingQuery : prepaidQuery}
      words={{
        tab: (tab) => t(`card.${kind}.tabs.${tab}`),
        tabs: t(`card.${kind}.tabsLabel`),
        empty: (tab) => t(`card.${kind}.empty.${tab}`),
      }}
      testPrefix={`${kind}-card-tab`}
      listTestId={`${kind}-card-list`}
      row={(card) => <MoneyCardRow card={card} kind={kind} />}
      lead={lead}
      onSale={
        <CardsOnSale
          kind={kind}
          title={t(`card.${kind}.onSale`)}
          titleId={`${kind}-on-sale-title`}
          testId={`${kind}-products`}
        />
      }
    />
  );
}

/**
 * My coupons' prepaid-card tab (SPEC §2 myCoupon?singletype=3, registered by pages/my-coupon-tabs.ts), with the way
 * to bind a printed card over the list.
 */
export function PrepaidCardsTab() {
  const t = useT();
  return (
    <MoneyCardsTab
      kind="prepaid"
      lead={
        <Link to={bindPrepaidPath} className="card-bind-link" data-testid="prepaid-bind-link">
          {t('card.prepaid.bindLink')}
        </Link>
      }
    />
  );
}

/** My coupons' shopping-card tab (SPEC §2 myCoupon?singletype=2): bought online, spent on what each covers. */
export function ShoppingCardsTab() {
  return <MoneyCardsTab kind="shopping" />;
}
