import type { ProductCard } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import './stock-note.css';

/** Below this many units a product says "only N left". */
export const lowStockAt = 10;

export type StockLevel = 'none' | 'soldOut' | 'low' | 'plenty';

/**
 * What to say about a product's stock: nothing when it ignores stock (or the store sells below zero and the
 * count is not meaningful), 'sold out' when it cannot be added, 'only N left' when few remain.
 */
export function stockLevel(p: Pick<ProductCard, 'Stock' | 'IgnoreStock' | 'IsOutStock'>): StockLevel {
  if (p.IgnoreStock) return 'none';
  if (p.IsOutStock) return 'soldOut';
  if (p.Stock <= 0) return 'none';
  return p.Stock <= lowStockAt ? 'low' : 'plenty';
}

/** The stock line of a product; `showPlenty` also prints the count when stock is not low (detail page). */
export function StockNote({
  product,
  showPlenty = false,
}: {
  product: Pick<ProductCard, 'Stock' | 'IgnoreStock' | 'IsOutStock'>;
  showPlenty?: boolean;
}) {
  const t = useT();
  const level = stockLevel(product);
  if (level === 'none' || (level === 'plenty' && !showPlenty)) return null;
  const text =
    level === 'soldOut'
      ? t('catalog.soldOut')
      : level === 'low'
        ? t('catalog.onlyLeft', { count: product.Stock })
        : t('catalog.product.inStock', { count: product.Stock });
  return <span className={`stock-note stock-note--${level}`}>{text}</span>;
}
