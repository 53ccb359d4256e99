import { toMinor } from '@shop/domain';
import { memo } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { confirm } from '../../../ui/feedback/feedback.ts';
import { IconTrash } from '../../../ui/page-icons.tsx';
import { Price } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import type { CartActions, CartItem } from '../state/cart-types.ts';
import { SelectBox } from './select-box.tsx';

interface CartLineProps {
  item: CartItem;
  actions: CartActions;
  /** The store sells below zero: no stock hint. */
  allowBelowZero: boolean;
  /** The store's most units per line: the stepper stops there and says so. */
  limit: number;
}

/** The options chosen for a line ('Large · Less sugar'), or the product's specification when it has none. */
export function optionsText(item: CartItem): string {
  const names = item.CartItemAttributes.map((a) => a.attributeName).filter(Boolean);
  return names.length > 0 ? names.join(' · ') : (item.Specifications ?? '');
}

/** One line of the cart: tick, picture, name, options, unit price, quantity and delete (with confirm). */
export const CartLine = memo(function CartLine({ item, actions, allowBelowZero, limit }: CartLineProps) {
  const t = useT();
  const name = item.ProductName ?? '';
  const options = optionsText(item);
  const atStock = !allowBelowZero && !item.IgnoreStock && item.ProductNum >= item.Stock;
  const atLimit = !atStock && item.ProductNum >= limit;

  const askRemove = async () => {
    const ok = await confirm({
      message: t('cart.confirmDelete', { name }),
      okText: t('common.delete'),
    });
    if (ok) actions.remove(item.key);
  };

  return (
    <li className="cart-line" data-testid="cart-line" data-line-key={item.key}>
      <SelectBox
        checked={!item.excluded}
        onChange={(checked) => actions.setSelected([item.key], checked)}
        label={t('cart.selectItem', { name })}
      />
      <div className="cart-line__image">
        {item.ImageName ? (
          <img src={item.ImageName} alt="" width={80} height={80} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className="cart-line__body">
        <div className="cart-line__top">
          <p className="cart-line__name clamp-2">{name}</p>
          <button
            type="button"
            className="cart-line__delete touch-44"
            aria-label={t('cart.deleteItem', { name })}
            onClick={askRemove}
          >
            <IconTrash size={18} />
          </button>
        </div>
        {options ? <p className="cart-line__options clamp-2">{options}</p> : null}
        {atStock ? (
          <p className="cart-line__stock" role="note">
            {t('cart.onlyLeft', { Stock: Math.max(0, item.Stock) })}
          </p>
        ) : null}
        {atLimit ? (
          <p className="cart-line__stock" role="note">
            {t('cart.lineLimit', { Max: limit })}
          </p>
        ) : null}
        <div className="cart-line__bottom">
          <Price minor={toMinor(item.SellPrice)} original={toMinor(item.OriginalPrice)} size="sm" />
          <QuantityStepper
            value={item.ProductNum}
            min={1}
            max={Math.max(limit, item.ProductNum)}
            onChange={(next) => actions.setQuantity(item.key, next)}
            label={name}
          />
        </div>
      </div>
    </li>
  );
});
