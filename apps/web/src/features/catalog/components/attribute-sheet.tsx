import type { ProductCard } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { BottomSheet } from '../../../ui/bottom-sheet.tsx';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePricesHidden } from '../../store/index.ts';
import { useProductDetail } from '../api/product-detail.ts';
import { AttributePicker } from './attribute-picker.tsx';
import { StockNote } from './stock-note.tsx';
import { usePurchase } from './use-purchase.ts';
import './attribute-sheet.css';

/** The option sheet of a product list: choose a product's options and quantity without leaving the list. */
export function AttributeSheet({ card, onClose }: { card: ProductCard; onClose: () => void }) {
  const t = useT();
  const hidePrice = usePricesHidden();
  const detail = useProductDetail(card.ProductId);
  const product = detail.data;
  const purchase = usePurchase(product);
  const shown = product ?? card;
  const soldOut = shown.IsOutStock;

  return (
    <BottomSheet label={card.ProductName} onClose={onClose}>
      <div className="attr-sheet__head">
        <ProductImage src={shown.ImageName} alt="" size={80} eager className="attr-sheet__img" />
        <div className="attr-sheet__summary">
          <p className="attr-sheet__name clamp-2">{shown.ProductName}</p>
          {hidePrice ? (
            <span className="attr-sheet__hidden-price">{t('catalog.priceHidden')}</span>
          ) : (
            <Price
              minor={product ? purchase.unit : toMinor(card.SellPrice)}
              original={product ? purchase.original : toMinor(card.OriginalPrice)}
            />
          )}
          <StockNote product={shown} showPlenty />
        </div>
      </div>
      <div className="attr-sheet__body">
        {product ? (
          <AttributePicker
            groups={product.attributeGroups}
            selection={purchase.selection}
            onToggle={purchase.toggle}
            missing={purchase.missing}
            showMissing={purchase.showMissing}
            hidePrices={hidePrice}
          />
        ) : detail.isError ? (
          <div className="attr-sheet__error">
            <p>{t('catalog.product.loadFailed')}</p>
            <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className="attr-sheet__loading" role="status" aria-label={t('common.loading')}>
            <Skeleton width="30%" height={16} />
            <Skeleton width="90%" height={34} radius={8} />
            <Skeleton width="30%" height={16} />
            <Skeleton width="70%" height={34} radius={8} />
          </div>
        )}
      </div>
      <div className="attr-sheet__foot">
        <div className="attr-sheet__qty">
          <span>{t('common.quantity')}</span>
          <QuantityStepper
            value={purchase.quantity}
            min={1}
            max={purchase.maxQuantity}
            onChange={purchase.setQuantity}
            disabled={!product || soldOut}
            label={shown.ProductName}
          />
          {purchase.limitReached !== null ? (
            <p className="attr-sheet__qty-limit" role="note">
              {t('cart.lineLimit', { Max: purchase.limitReached })}
            </p>
          ) : null}
        </div>
        <Button
          size="lg"
          block
          disabled={!product || soldOut}
          onClick={() => {
            if (purchase.submit() === 'added') onClose();
          }}
        >
          {soldOut ? t('catalog.soldOut') : t('catalog.product.addToCart')}
        </Button>
      </div>
    </BottomSheet>
  );
}
