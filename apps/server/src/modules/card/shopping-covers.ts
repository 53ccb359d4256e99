import type { CardProductOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import type { AppDeps } from '../../platform/deps.ts';
import { cardNames } from './names.ts';

/**
 * The shopping cards on sale with what they pay for named (decision 063): the buy page says "usable on: …" before
 * the member pays. Other kinds are left as they are; nothing is read when no shopping card is among them.
 */
export async function withCovers(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  locale: Locale,
  products: CardProductOut[],
): Promise<CardProductOut[]> {
  if (!products.some((p) => p.kind === 'shopping')) return products;
  const names = cardNames(deps, locale);
  return Promise.all(
    products.map(async (p) =>
      p.kind === 'shopping'
        ? {
            ...p,
            covers: [...(await names.products(p.productIds)), ...(await names.categories(p.categoryIds))],
          }
        : p,
    ),
  );
}
