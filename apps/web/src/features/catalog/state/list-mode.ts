import type { OrderModeName } from '@shop/contracts';
import { useStore } from '../../store/index.ts';

const modeNames: readonly string[] = ['package', 'queue', 'takeout'];

/**
 * The order mode product lists are filtered by: only in a store that hides products by mode (SPEC §4), and then
 * the store's mode value (SPEC §4: RegularOrder/takeout by default). No area lets the shopper pick another mode
 * yet; when one does, its current mode replaces the store's default here.
 */
export function useListMode(): OrderModeName | undefined {
  const { info } = useStore();
  if (!info?.IsHideProductByMode) return undefined;
  const value = info.settings.storeModeValue;
  return modeNames.includes(value) ? (value as OrderModeName) : undefined;
}
