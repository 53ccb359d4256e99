import { type Minor, minimumShortfall, toMinor } from '@shop/domain';
import { useStore } from '../../store/index.ts';
import { useCart } from './use-cart.ts';

/** The store's minimum order and what the cart's selected, in-stock lines still lack of it (minor units). */
export interface MinimumOrder {
  /** 0 when the store has none. */
  minimum: Minor;
  /** 0 once it is met; the same rule as the settlement's refusal (domain's minimumShortfall). */
  shortfall: Minor;
}

/** The minimum order against the cart's real total (what settlement would price), for the cart bars. */
export function useMinimumOrder(): MinimumOrder {
  const { info } = useStore();
  const { summary } = useCart();
  const minimum = Math.max(0, info?.settings.minStartPrice ?? 0);
  return { minimum, shortfall: minimumShortfall(toMinor(summary.amount), minimum) };
}
