import type { ProductCard } from '@shop/contracts';
import { goodsLink, toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { PromotionBadges } from '../../marketing/index.ts';
import { AddControl } from './add-control.tsx';
import { StockNote } from './stock-note.tsx';
import './product-row.css';

interface ProductRowProps {
  product: ProductCard;
  hidePrice: boolean;
  /** The first rows of a list are above the fold: their pictures load at once. */
  eager: boolean;
  /** The list's first row: its picture is the page's largest paint, fetched with high priority. */
  priority?: boolean;
  onChooseOptions: (product: ProductCard) => void;
}

/** A product in a list: picture and name open the detail page; price and the add button below. */
export function ProductRow({ product, hidePrice, eager, priority, onChooseOptions }: ProductRowProps) {
  const t = useT();
  // A combo opens its own page (SPEC §2: a goods id starting with c), where its choices are made.
  const target = goodsLink(product.isCombo ? `c${product.ProductId}` : product.ProductId);
  const sub = product.Specifications || product.Attribute5;
  return (
    <article className={`product-row${product.IsOutStock ? ' product-row--out' : ''}`}>
      <Link to={target.path} query={target.query} className="product-row__link">
        <ProductImage
          src={product.ImageName}
          alt=""
          size={84}
          eager={eager}
          priority={priority}
          className="product-row__img"
        />
        <span className="product-row__info">
          <span className="product-row__name clamp-2">{product.ProductName}</span>
          {sub ? <span className="product-row__sub ellipsis">{sub}</span> : null}
          <span className="product-row__tags">
            {product.isHot ? <span className="product-row__hot">{t('catalog.hot')}</span> : null}
            <PromotionBadges productId={product.ProductId} categoryId={product.categoryUid} variant="card" />
            <StockNote product={product} />
          </span>
        </span>
      </Link>
      <div className="product-row__foot">
        {hidePrice ? (
          <span className="product-row__hidden-price">{t('catalog.priceHidden')}</span>
        ) : (
          <Price minor={toMinor(product.SellPrice)} original={toMinor(product.OriginalPrice)} size="sm" />
        )}
        <AddControl product={product} onChooseOptions={onChooseOptions} />
      </div>
    </article>
  );
}
