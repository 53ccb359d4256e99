import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { CountBadge } from '../../../ui/count-badge.tsx';
import { IconCart } from '../../../ui/icons.tsx';
import { Price } from '../../../ui/price.tsx';
import { useCart } from '../../cart/index.ts';
import { usePricesHidden } from '../../store/index.ts';
import './cart-bar.css';

export const cartPath = '/subpackages/shopping/shoppingCart';

/** The bar at the foot of the product lists: what the cart holds and the way to it (a tab page: redirect). */
export function CartBar() {
  const t = useT();
  const hidePrice = usePricesHidden();
  const { totalUnits, summary } = useCart();
  const empty = totalUnits === 0;
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
          <CountBadge count={totalUnits} className="cart-bar__badge" />
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
        <Button onClick={() => redirect(cartPath)} disabled={empty}>
          {t('catalog.goToCart')}
        </Button>
      </div>
    </div>
  );
}
