/**
 * Choosing a store in the picker (SPEC §4). Carts are per store on the server: the current cart stays with
 * its store and the new store's cart loads after the switch, so a non-empty cart is confirmed first.
 */

export type SwitchOutcome = 'unchanged' | 'cancelled' | 'switched';

export interface SwitchDeps {
  currentStoreId: number | null;
  cartHasItems: boolean;
  /** Asks whether to leave the current store's cart behind; true to go on. */
  confirmLeaveCart: () => Promise<boolean>;
  /** Told once the switch is decided on and starts (to show it under way). */
  begin: (storeId: number) => void;
  /** Sends the cart's waiting changes to the current store before the headers name another one. */
  flushCart: () => Promise<unknown>;
  changeStore: (storeId: number) => Promise<void>;
  goHome: () => void;
}

/** Switches to `storeId` and opens the home page; choosing the current store just goes home. */
export async function switchStore(storeId: number, deps: SwitchDeps): Promise<SwitchOutcome> {
  if (storeId === deps.currentStoreId) {
    deps.goHome();
    return 'unchanged';
  }
  if (deps.cartHasItems && !(await deps.confirmLeaveCart())) return 'cancelled';
  deps.begin(storeId);
  await deps.flushCart();
  await deps.changeStore(storeId);
  deps.goHome();
  return 'switched';
}
