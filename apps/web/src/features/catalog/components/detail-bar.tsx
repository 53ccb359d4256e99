import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { CountBadge } from '../../../ui/count-badge.tsx';
import { IconCart } from '../../../ui/icons.tsx';
import { Price } from '../../../ui/price.tsx';
import { useCart } from '../../cart/index.ts';
import { cartPath } from './cart-bar.tsx';
import './detail-bar.css';

interface DetailBarProps {
  /** The price of what would be added (unit with add-ons × quantity), minor units; null hides it. */
  total: number | null;
  soldOut: boolean;
  onAdd: () => void;
}

/** The foot of the detail page: the cart with its item count, the total to add, and the add button. */
export function DetailBar({ total, soldOut, onAdd }: DetailBarProps) {
  const t = useT();
  const ids = useId();
  const { totalUnits } = useCart();
  return (
    <div className="detail-bar bottom-bar">
      <button
        type="button"
        className="detail-bar__cart"
        onClick={() => redirect(cartPath)}
        aria-labelledby={`${ids}-label`}
      >
        <span className="detail-bar__cart-icon">
          <IconCart size={24} />
          <CountBadge count={totalUnits} className="detail-bar__badge" inName />
        </span>
        {/* Named "Cart (2)": the visible word first, with the badge's count (WCAG 2.5.3, label in name). */}
        <span className="detail-bar__cart-label" id={`${ids}-label`}>
          {t('nav.cart')}
          <span className="visually-hidden"> {t('catalog.cartCount', { count: totalUnits })}</span>
        </span>
      </button>
      <div className="detail-bar__total">{total !== null && !soldOut ? <Price minor={total} /> : null}</div>
      <Button size="lg" className="detail-bar__add" disabled={soldOut} onClick={onAdd}>
        {soldOut ? t('catalog.soldOut') : t('catalog.product.addToCart')}
      </Button>
    </div>
  );
}
