/**
 * A login call's request: its own fields, the agreement (the login forms let nobody get this far without ticking
 * the terms and privacy) and the guest's cart key when there is one, so the server merges that cart into the
 * member's.
 */
export function loginRequest<Fields extends object>(fields: Fields, cartKey: string | undefined) {
  return { ...fields, agreed: true, ...(cartKey ? { cartKey } : {}) };
}
