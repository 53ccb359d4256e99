import type { ProductCard } from '@shop/contracts';
import { lineKey } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { useCart, useCartActions } from '../../cart/index.ts';
import './add-control.css';

/**
 * The add button of a product in a list. A plain product is added straight to the cart and then shows − n +;
 * a product with options opens the option sheet (`onChooseOptions`) and shows how many are in the cart.
 * Beyond stock the cart refuses and toasts its message (SPEC §4).
 */
export function AddControl({
  product,
  onChooseOptions,
}: {
  product: ProductCard;
  onChooseOptions: (product: ProductCard) => void;
}) {
  const t = useT();
  const { items, countByProduct } = useCart();
  const { add, setQuantity } = useCartActions();

  if (product.HasAttributes) {
    const units = countByProduct[product.ProductId]?.num ?? 0;
    return (
      <button
        type="button"
        className="add-options touch-44"
        disabled={product.IsOutStock}
        onClick={() => onChooseOptions(product)}
      >
        {/* The visible word first, then the product, so the name holds the label (WCAG 2.5.3). */}
        {product.IsOutStock ? t('catalog.soldOut') : t('catalog.chooseOptions')}
        <span className="visually-hidden"> {product.ProductName}</span>
        {units > 0 ? <span className="add-options__count count-badge">{units}</span> : null}
      </button>
    );
  }

  const key = lineKey(product.ProductId, []);
  const inCart = items.find((i) => i.key === key)?.ProductNum ?? 0;
  if (product.IsOutStock && inCart === 0) return <span className="add-soldout">{t('catalog.soldOut')}</span>;
  return (
    <QuantityStepper
      compact
      value={inCart}
      label={product.ProductName}
      onChange={(next) => {
        if (next > inCart) add(product, [], next - inCart);
        else setQuantity(key, next);
      }}
    />
  );
}
