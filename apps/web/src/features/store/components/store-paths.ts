/** The pages of SPEC §2 the store pages link to: the map from the shop information, customer service from both. */
export const storePaths = {
  map: '/subpackages/account/map',
  customerService: '/subpackages/account/customerService',
} as const;
