import { useSession } from '../../../lib/session/session.ts';
import { useStore } from './use-store.ts';

/** SPEC §5: a wholesale store (WholeSalePriceMode other than 0) hides its prices from guests. */
export function pricesHidden(wholeSalePriceMode: number, isLoggedIn: boolean): boolean {
  return wholeSalePriceMode !== 0 && !isLoggedIn;
}

/** Whether prices must be hidden from the current shopper in the current store. */
export function usePricesHidden(): boolean {
  const { info } = useStore();
  const { isLoggedIn } = useSession();
  return pricesHidden(info?.WholeSalePriceMode ?? 0, isLoggedIn);
}
