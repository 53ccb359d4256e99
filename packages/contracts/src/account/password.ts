import { z } from 'zod';
import { passwordPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/**
 * A member password as typed (SPEC §5, §9): the format itself is checked by the server, which answers
 * PASSWORD_FORMAT, so the client can show it translated; only the length of the field is bounded here.
 */
const passwordText = z.string().max(64);

/** A new password and its confirmation; they must match (PASSWORD_MISMATCH). */
const newPassword = { password: passwordText, confirmPassword: passwordText };

/** The member password calls of SPEC §7 (customeraccount/). Every one needs a logged-in member. */
export const passwordEndpoints = {
  /** Whether the member has set a password, and whether a phone is bound (for a reset by SMS code). */
  ifHasPassword: endpoint({
    path: passwordPaths.ifHasPassword,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ hasPassword: z.boolean(), hasPhone: z.boolean(), phoneMasked: z.string() }),
  }),

  /** Sets the first password; a member who has one already changes it instead (PASSWORD_SET_FAILED). */
  setPasswordFirstTime: endpoint({
    path: passwordPaths.setPasswordFirstTime,
    access: 'member',
    request: z.strictObject(newPassword),
    result: z.object({}),
  }),

  /**
   * Checks the member's password (before a sensitive step). Wrong answers count toward a lock-out per member and per
   * client address: MEMBER_PASSWORD_WRONG while tries remain, TOO_FREQUENT once locked.
   */
  checkPassword: endpoint({
    path: passwordPaths.checkPassword,
    access: 'member',
    request: z.strictObject({ password: passwordText }),
    result: z.object({ valid: z.literal(true) }),
  }),

  /** Changes the password given the old one; the member's other sessions end. */
  setPasswordByOld: endpoint({
    path: passwordPaths.setPasswordByOld,
    access: 'member',
    request: z.strictObject({ oldPassword: passwordText, ...newPassword }),
    result: z.object({}),
  }),

  /**
   * Sets a new password with an SMS code sent to the bound phone (SendSecurityCodeCode, purpose 'password');
   * NO_PHONE_BOUND without one. The member's other sessions end.
   */
  setPasswordBySecurityCode: endpoint({
    path: passwordPaths.setPasswordBySecurityCode,
    access: 'member',
    request: z.strictObject({ code: z.string().max(12), ...newPassword }),
    result: z.object({}),
  }),
};
