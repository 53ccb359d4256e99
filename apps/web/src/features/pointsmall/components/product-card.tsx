import type { PointsProductOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { productPath } from '../state/pointsmall-paths.ts';
import { PointsRange } from './points-cost.tsx';
import { ProductPicture } from './product-picture.tsx';

/** One product of the mall: its picture, name, what it costs (min~max), and what is left or why it is greyed. */
export function ProductCard({ product }: { product: PointsProductOut }) {
  const t = useT();
  const out = product.stock === 0;
  return (
    <li className={`pm-card${product.canExchange ? '' : ' pm-card--muted'}`}>
      <Link
        to={productPath(product.kind)}
        query={{ id: String(product.id) }}
        className="pm-card__link"
        data-testid={`pm-product-${product.id}`}
      >
        <ProductPicture imageName={product.imageName} kind={product.kind} size={72} />
        <span className="pm-card__body">
          <span className="pm-card__name">{product.name}</span>
          <PointsRange points={product.rulePoints} prices={product.rulePrices} />
          <span className="pm-card__meta">
            {out ? t('pointsmall.soldOut') : t('pointsmall.left', { count: product.stock })}
            {product.levelNames.length > 0 ? ` · ${product.levelNames.join(' / ')}` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}
