/** Query keys of the account area; the 'account' root is reset whenever the session changes (app/api-setup.ts). */
export const accountKeys = {
  all: ['account'] as const,
  loginInfo: (storeId: number | null, memberCentre: boolean) =>
    ['account', 'loginInfo', storeId, memberCentre ? 'memCenter' : 'basic'] as const,
  /** IfHasPassword: whether a password is set and the bound phone. */
  passwordStatus: ['account', 'passwordStatus'] as const,
};
