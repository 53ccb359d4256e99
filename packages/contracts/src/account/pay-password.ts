import { z } from 'zod';
import { payPasswordPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/**
 * A payment password as typed (SPEC §5: 6 digits). The server checks the form and answers PAY_PASSWORD_FORMAT,
 * so the client shows it translated; only the length of the field is bounded here.
 */
export const payPasswordText = z.string().max(32);

/** The member payment password calls (customeraccount/); each needs a logged-in member. */
export const payPasswordEndpoints = {
  /** Whether the member has a payment password, and the bound phone (masked) the setting code goes to. */
  ifHasPayPassword: endpoint({
    path: payPasswordPaths.ifHasPayPassword,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ hasPayPassword: z.boolean(), hasPhone: z.boolean(), phoneMasked: z.string() }),
  }),

  /**
   * Sets or resets the payment password with an SMS code sent to the bound phone (SendSecurityCodeCode, purpose
   * 'payPassword'; NO_PHONE_BOUND without one). Exactly 6 digits (PAY_PASSWORD_FORMAT), confirmed
   * (PASSWORD_MISMATCH). A new password also clears the wrong tries counted against the old one.
   */
  setPayPassword: endpoint({
    path: payPasswordPaths.setPayPassword,
    access: 'member',
    request: z.strictObject({
      code: z.string().max(12),
      password: payPasswordText,
      confirmPassword: payPasswordText,
    }),
    result: z.object({}),
  }),
};
