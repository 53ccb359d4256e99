import { type CartLineState, choiceCount, comboMisfits } from '@shop/domain';
import type { CatalogOption } from '../catalog/index.ts';
import type { OrderProblem } from './order-problem.ts';
import type { OrderRead } from './order-read.ts';

/** The lines of combos with a group of the wrong number of choices, and the problem naming the first of them. */
export interface ComboCheck {
  /** The combo products refused for their choices: the cart's check lists them as unbuyable, which they are not. */
  productIds: Set<number>;
  problem: OrderProblem | null;
}

/**
 * SPEC §5 "combo: group selections must match required counts" (issue 28): a line of this store's combo whose
 * group has too few or too many choices is named with the group and how many it asks for, instead of the cart's
 * "empty or unbuyable". The cart's check drops such a line all the same (cart-rules.ts), so the goods it leaves are
 * not the order's: the caller does not judge the minimum on them.
 */
export function checkCombos(lines: readonly CartLineState[], read: OrderRead, storeId: number): ComboCheck {
  const productIds = new Set<number>();
  let problem: OrderProblem | null = null;
  for (const line of lines) {
    const product = read.products.get(line.productId);
    if (!product || product.storeId !== storeId || !product.onShelf) continue;
    const chosen = line.optionIds
      .map((id) => product.options.get(id))
      .filter((option): option is CatalogOption => option !== undefined);
    const [misfit] = comboMisfits(chosen);
    if (!misfit) continue;
    productIds.add(line.productId);
    const { option } = misfit;
    problem ??= {
      code: 'ORDER_COMBO_CHOICES',
      params: { Name: product.name, Group: option.groupName, Count: choiceCount(option.choices!) },
    };
  }
  return { productIds, problem };
}
