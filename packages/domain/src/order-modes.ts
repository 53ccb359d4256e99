/**
 * The order modes of SPEC §4 in their index order: delivery (RegularOrder/package, 0), the dine-in queue
 * (AddressQRCode/queue, 1), self-pickup (RegularOrder/takeout, 2).
 */
export const orderModes = ['package', 'queue', 'takeout'] as const;
export type OrderMode = (typeof orderModes)[number];

/** SPEC §4: the default mode value when the store sets none. */
export const defaultOrderMode: OrderMode = 'takeout';

export function isOrderMode(value: unknown): value is OrderMode {
  return typeof value === 'string' && (orderModes as readonly string[]).includes(value);
}

/** The mode's number in CheckShopCartByMode (SPEC §7: index + 1). */
export function modeNumber(mode: OrderMode): 1 | 2 | 3 {
  return (orderModes.indexOf(mode) + 1) as 1 | 2 | 3;
}

/**
 * The modes a store offers, in index order: its list when it has one, else the counter's two (dine-in queue and
 * self-pickup, what every store took before delivery) and its own mode value.
 */
export function offeredModes(listed: readonly string[] | undefined, storeModeValue: string): OrderMode[] {
  const wanted = listed && listed.length > 0 ? listed : ['queue', 'takeout', storeModeValue];
  const offered = orderModes.filter((mode) => wanted.includes(mode));
  return offered.length > 0 ? offered : [defaultOrderMode];
}

/**
 * The mode the shopper is in: the one chosen, while the store still offers it; else the store's mode value when
 * offered; else the first offered (SPEC §4: takeout by default).
 */
export function effectiveMode(
  chosen: string | null | undefined,
  offered: readonly OrderMode[],
  storeModeValue: string,
): OrderMode {
  if (isOrderMode(chosen) && offered.includes(chosen)) return chosen;
  if (isOrderMode(storeModeValue) && offered.includes(storeModeValue)) return storeModeValue;
  return offered[0] ?? defaultOrderMode;
}

/** What stops the SPEC §4 redirect to address selection in delivery mode, besides having an address. */
export interface AddressRedirectContext {
  platformMode: number;
  cooperativeCart: boolean;
  skipNearbyView: boolean;
}

/**
 * SPEC §4: delivery mode with no saved address sends the shopper to address selection, unless the store runs in
 * platform mode 2, the cart is a cooperative one, or the nearby-store view is skipped.
 */
export function needsAddressChoice(
  mode: OrderMode,
  hasAddress: boolean,
  ctx: AddressRedirectContext,
): boolean {
  if (mode !== 'package' || hasAddress) return false;
  return ctx.platformMode !== 2 && !ctx.cooperativeCart && !ctx.skipNearbyView;
}
