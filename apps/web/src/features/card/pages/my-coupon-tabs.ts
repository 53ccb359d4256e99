import { registerMyCouponKind } from '../../coupon/index.ts';
import { PrepaidCardsTab, ShoppingCardsTab } from '../components/money-cards-tab.tsx';
import { PrivilegeCardsTab } from '../components/privilege-cards-tab.tsx';
import { TimesCardsTab } from '../components/times-cards-tab.tsx';
import '../components/card.css';

/**
 * The card area's tabs of My coupons (decision 058). The route table loads this module with the My coupons page
 * and calls it (withParts), so the page shows them without naming the card area. A call rather than a
 * registration on import: the build drops the statements of a module none of whose exports is used (the web's
 * package.json declares only CSS as side effects).
 */
export function registerCardTabs(): void {
  registerMyCouponKind({ singletype: '1', label: 'card.tab', Body: TimesCardsTab });
  registerMyCouponKind({ singletype: '2', label: 'card.shopping.tab', Body: ShoppingCardsTab });
  registerMyCouponKind({ singletype: '3', label: 'card.prepaid.tab', Body: PrepaidCardsTab });
  registerMyCouponKind({ singletype: '4', label: 'card.privilege.tab', Body: PrivilegeCardsTab });
}
