import type { ProductDetail } from '@shop/contracts';
import { homePath } from '@shop/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Price } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PromotionBadges, usePromotionsSettled } from '../../marketing/index.ts';
import { usePricesHidden } from '../../store/index.ts';
import { AttributePicker } from './attribute-picker.tsx';
import { DetailBar } from './detail-bar.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { StockNote } from './stock-note.tsx';
import { usePurchase } from './use-purchase.ts';
import './product-screen.css';

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 'PRODUCT_NOT_FOUND' || error.status === 404);
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className="detail__skeleton" role="status" aria-label={label}>
      <Skeleton height="auto" radius={0} className="detail__skeleton-img" />
      <div className="detail__card">
        <Skeleton width="70%" height={20} />
        <Skeleton width="35%" height={24} />
        <Skeleton width="50%" height={14} />
      </div>
    </div>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const t = useT();
  const hidePrice = usePricesHidden();
  const purchase = usePurchase(product);
  const soldOut = product.IsOutStock;
  const nameId = useId();

  const add = () => {
    if (purchase.submit() !== 'missing') return;
    // Bring the first unchosen required group into view (the toast says which).
    const first = purchase.missing[0];
    document
      .querySelector(`[data-group="${first?.uid}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  return (
    <>
      <ProductGallery images={product.images} name={product.ProductName} />
      <section className="detail__card detail__card--main" aria-labelledby={nameId}>
        <h1 className="detail__name" id={nameId}>
          {product.ProductName}
        </h1>
        <div className="detail__price-row">
          {hidePrice ? (
            <span className="detail__hidden-price">{t('catalog.priceHidden')}</span>
          ) : (
            <Price minor={purchase.unit} original={purchase.original} size="lg" />
          )}
          {product.salesCount > 0 ? (
            <span className="detail__sold">{t('catalog.product.sold', { count: product.salesCount })}</span>
          ) : null}
        </div>
        <div className="detail__meta">
          <StockNote product={product} showPlenty />
        </div>
        <PromotionBadges productId={product.ProductId} categoryId={product.categoryUid} variant="detail" />
      </section>
      {product.attributeGroups.length > 0 ? (
        <section
          className="detail__card"
          aria-label={product.isCombo ? t('catalog.combo.choices') : t('catalog.product.options')}
        >
          <AttributePicker
            groups={product.attributeGroups}
            selection={purchase.selection}
            onToggle={purchase.toggle}
            missing={purchase.missing}
            showMissing={purchase.showMissing}
            hidePrices={hidePrice}
          />
        </section>
      ) : null}
      {soldOut ? null : (
        <section className="detail__card detail__qty">
          <span>{t('common.quantity')}</span>
          <QuantityStepper
            value={purchase.quantity}
            min={1}
            max={purchase.maxQuantity}
            onChange={purchase.setQuantity}
            label={product.ProductName}
          />
          {purchase.limitReached !== null ? (
            <p className="detail__qty-limit" role="note">
              {t('cart.lineLimit', { Max: purchase.limitReached })}
            </p>
          ) : null}
        </section>
      )}
      {product.description || product.Specifications ? (
        <section className="detail__card">
          <h2 className="detail__section-title">{t('catalog.product.description')}</h2>
          {product.description ? <p className="detail__desc">{product.description}</p> : null}
          {product.Specifications ? (
            <dl className="detail__specs">
              <dt>{t('catalog.product.specifications')}</dt>
              <dd>{product.Specifications}</dd>
            </dl>
          ) : null}
        </section>
      ) : null}
      <DetailBar total={hidePrice ? null : purchase.total} soldOut={soldOut} onAdd={add} />
    </>
  );
}

/**
 * A product's page body, shared by the product detail and the combo page: pictures, name, price with the crossed-out
 * original, stock, the promotions that cover it, option groups or a combo's choices whose add-ons change the price,
 * quantity, description, and the bar that adds to the cart and leads to it; not found, failed and loading states.
 */
export function ProductScreen({ valid, detail }: { valid: boolean; detail: UseQueryResult<ProductDetail> }) {
  const t = useT();
  const promotionsIn = usePromotionsSettled();
  if (!valid || isNotFound(detail.error))
    return (
      <EmptyState
        title={t('catalog.product.notFound')}
        text={t('catalog.product.notFoundText')}
        action={<Button onClick={() => redirect(homePath)}>{t('app.goHome')}</Button>}
      />
    );
  if (detail.data && promotionsIn) return <Detail key={detail.data.ProductId} product={detail.data} />;
  if (detail.isError)
    return (
      <EmptyState
        title={t('catalog.product.loadFailed')}
        action={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return <DetailSkeleton label={t('common.loading')} />;
}
