import { registerMyCouponKind } from '../../coupon/index.ts';
import { TimesCardsTab } from '../components/times-cards-tab.tsx';
import '../components/card.css';

/*
 * The card area's tabs of My coupons (decision 058). The route table loads this module with the My coupons page
 * (withParts), so the page shows them without naming the card area. Shopping, prepaid and privilege cards (2–4)
 * register here when they are sold.
 */
registerMyCouponKind({ singletype: '1', label: 'card.tab', Body: TimesCardsTab });
