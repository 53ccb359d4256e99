import type { CardProductOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatAmount, formatList } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { buyPassPath, buyPrepaidPath } from '../state/card-paths.ts';
import { productValidity } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';

/** Whether a product holds money (prepaid, shopping) rather than times: its face value is its measure. */
export const holdsMoney = (product: Pick<CardProductOut, 'kind'>) =>
  product.kind === 'prepaid' || product.kind === 'shopping';

/** A card product's measure: its face value for a money card, its times for a pass. */
export function productMeasure(product: CardProductOut, t: Translate): string {
  return holdsMoney(product)
    ? t('card.prepaid.face', { amount: formatAmount(product.faceValue ?? 0) })
    : t('card.times.count', { count: product.times ?? 0 });
}

/** What a shopping card on sale pays for ("Usable on: Bread"); null for the other kinds. */
export function productCovers(product: CardProductOut, t: Translate): string | null {
  if (product.kind !== 'shopping') return null;
  const names = product.covers ?? [];
  return names.length > 0
    ? t('card.shopping.usableOn', { names: formatList(names) })
    : t('card.shopping.anyItem');
}

/** The buy page of a product: the prepaid card's serves the money cards (SPEC §2 has no shopping card buy page). */
export const buyPathOf = (product: Pick<CardProductOut, 'kind'>) =>
  holdsMoney(product) ? buyPrepaidPath : buyPassPath;

/**
 * A card the store sells, under a kind's tab: its name, times or face value, validity (and what a shopping card
 * covers) and price, leading to buy it.
 */
export function ProductRow({ product }: { product: CardProductOut }) {
  const t = useT();
  const day = useCardDay();
  const covers = productCovers(product, t);
  return (
    <Link
      to={buyPathOf(product)}
      query={{ id: String(product.id) }}
      className="card-product"
      data-testid={`card-product-${product.id}`}
    >
      <span className="card-product__body">
        <span className="card-product__name">{product.name}</span>
        <span className="card-product__line">
          {productMeasure(product, t)} · {productValidity(product.validity, t, day)}
        </span>
        {covers ? <span className="card-product__line">{covers}</span> : null}
      </span>
      <Price minor={toMinor(product.price)} size="md" />
    </Link>
  );
}
