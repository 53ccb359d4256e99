/** The address pages (SPEC §2 address) and the query that opens the list from settlement. */
export const addressPaths = {
  select: '/subpackages/address/selectAddress',
  edit: '/subpackages/address/addAddress',
  settlement: '/subpackages/shopping/placeorder/payment',
} as const;

/** selectAddress?from=settlement: choosing an address goes back to the settlement with it. */
export const fromSettlement = { from: 'settlement' } as const;
