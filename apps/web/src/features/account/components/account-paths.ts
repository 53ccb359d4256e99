/** The account pages of SPEC §2 this area links to besides login and the member centre (login-rules.ts). */
export const accountPaths = {
  settings: '/subpackages/account/setting',
  password: '/subpackages/account/password',
  termsList: '/subpackages/account/termsList',
  terms: '/subpackages/account/terms',
  deregister: '/subpackages/account/deregister',
} as const;
