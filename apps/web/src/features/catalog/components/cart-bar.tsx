import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { CountBadge } from '../../../ui/count-badge.tsx';
import { IconCart } from '../../../ui/icons.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import { type MinimumOrder, useCart, useMinimumOrder } from '../../cart/index.ts';
import { usePricesHidden } from '../../store/index.ts';
import './cart-bar.css';

export const cartPath = '/subpackages/shopping/shoppingCart';

/**
 * What the button says while the store's minimum order is not reached (as shop apps do: '¥20.00 minimum'
 * on an empty cart, '¥8.00 more to order' after); null once it is, or when prices are hidden from this shopper.
 */
function minimumText(order: MinimumOrder, empty: boolean, t: Translate, currency: string): string | null {
  if (order.shortfall === 0) return null;
  return empty
    ? t('cart.minimumOrder', { amount: formatMoney(order.minimum, currency) })
    : t('cart.moreToOrder', { amount: formatMoney(order.shortfall, currency) });
}

/**
 * The bar at the foot of the product lists: what the cart holds and the way to it (a tab page: redirect). Below
 * the store's minimum order the button says how much is missing and stays disabled; the cart icon still opens
 * the cart.
 */
export function CartBar() {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const hidePrice = usePricesHidden();
  const { totalUnits, summary } = useCart();
  const minimum = useMinimumOrder();
  const empty = totalUnits === 0;
  const missing = hidePrice ? null : minimumText(minimum, empty, t, currency);
  return (
    <div className="cart-bar bottom-bar">
      <div className="cart-bar__inner">
        <button
          type="button"
          className="cart-bar__icon touch-44"
          onClick={() => redirect(cartPath)}
          aria-label={t('catalog.cartWithCount', { count: totalUnits })}
        >
          <IconCart size={24} />
          <CountBadge count={totalUnits} className="cart-bar__badge" inName />
        </button>
        <div className="cart-bar__total" aria-live="polite">
          {empty ? (
            <span className="cart-bar__empty">{t('catalog.cartEmpty')}</span>
          ) : hidePrice ? (
            <span className="cart-bar__units">{t('catalog.unitsInCart', { count: totalUnits })}</span>
          ) : (
            <Price minor={toMinor(summary.amount)} />
          )}
        </div>
        <Button
          onClick={() => redirect(cartPath)}
          disabled={empty || missing !== null}
          data-testid="cart-bar-button"
        >
          {missing ?? t('catalog.goToCart')}
        </Button>
      </div>
    </div>
  );
}
