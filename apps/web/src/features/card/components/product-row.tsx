import type { CardProductOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { buyPassPath, buyPrepaidPath } from '../state/card-paths.ts';
import { productValidity } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';

/** A pass card the store sells, in the times-card tab: its name, times, validity and price, leading to buy it. */
export function ProductRow({ product }: { product: CardProductOut }) {
  const t = useT();
  const day = useCardDay();
  return (
    <Link
      to={product.kind === 'prepaid' ? buyPrepaidPath : buyPassPath}
      query={{ id: String(product.id) }}
      className="card-product"
      data-testid={`card-product-${product.id}`}
    >
      <span className="card-product__body">
        <span className="card-product__name">{product.name}</span>
        <span className="card-product__line">
          {product.kind === 'prepaid'
            ? t('card.prepaid.face', { amount: formatAmount(product.faceValue ?? 0) })
            : t('card.times.count', { count: product.times ?? 0 })}{' '}
          · {productValidity(product.validity, t, day)}
        </span>
      </span>
      <Price minor={toMinor(product.price)} size="md" />
    </Link>
  );
}
