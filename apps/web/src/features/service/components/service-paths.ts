/** The pages of SPEC §2 the service pages link to. */
export const servicePaths = {
  customerService: '/subpackages/account/customerService',
  terms: '/subpackages/account/terms',
  login: '/subpackages/account/login',
  shopInformation: '/subpackages/account/information',
} as const;
