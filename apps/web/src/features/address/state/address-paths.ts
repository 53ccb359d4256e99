/** The address pages (SPEC §2 address) and the query that opens the list from settlement. */
export const addressPaths = {
  select: '/subpackages/address/selectAddress',
  edit: '/subpackages/address/addAddress',
  settlement: '/subpackages/shopping/placeorder/payment',
} as const;

/** selectAddress?from=settlement: choosing an address goes back to the settlement with it. */
export const fromSettlement = { from: 'settlement' } as const;

/** selectAddress?from=menu: opened by the delivery switch on the menu, choosing one goes back to the menu. */
export const fromMenu = { from: 'menu' } as const;

/**
 * Whether the list was opened to choose where an order goes (from settlement or the menu's delivery switch): then
 * choosing an address, or adding a new one, goes back there with it.
 */
export function choosingForOrder(query: { from?: string | undefined }): boolean {
  return query.from === fromSettlement.from || query.from === fromMenu.from;
}
