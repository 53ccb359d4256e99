import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { payCodePaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/**
 * One charge of the member's payment code at a store's till (decision 034), as the member's page shows it. amount
 * and balanceAfter in currency units (2 decimals). confirming: above the store's limit, waiting for the member to
 * confirm by confirmBy (needsPassword: with the 6-digit payment password); paid; declined; expired.
 */
export const payCodeChargeOut = z.object({
  id: z.number().int(),
  chargeNo: z.string(),
  status: z.enum(['paid', 'confirming', 'declined', 'expired']),
  amount: z.number(),
  balanceAfter: z.number().nullable(),
  storeName: z.string(),
  createdAt: z.string(),
  confirmBy: z.string().nullable(),
  needsPassword: z.boolean(),
});
export type PayCodeChargeOut = z.infer<typeof payCodeChargeOut>;

const chargeRef = z.strictObject({ chargeNo: z.string().min(1).max(32) });

/** The member payment code calls (Balance/); each needs a logged-in member. */
export const payCodeEndpoints = {
  /**
   * Enrols this phone for the payment code, while online: a new secret bound to the member and to this login
   * session (it replaces the session's previous one; logging out or deregistering revokes it). The phone keeps the
   * secret and computes codes with no network (RFC 6238: HMAC-SHA-1, `digits`, `stepSeconds`); serverTime (ms)
   * lets it correct its clock. refreshSeconds is the store's automatic refresh (x-store-id; 60 when unset).
   */
  enrollPayCode: endpoint({
    path: payCodePaths.enrollPayCode,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({
      deviceKey: z.string(),
      secret: z.string(),
      digits: z.number().int(),
      stepSeconds: z.number().int(),
      refreshSeconds: z.number().int(),
      serverTime: z.number(),
    }),
  }),

  /**
   * What happened to the member's payment code since the charge id afterId (0: the last 10 minutes), oldest first,
   * the charges waiting for the member's confirmation, the balance, and whether the device key still works (false
   * after a logout elsewhere ended this session's device or the member enrolled again).
   */
  payCodeCharges: endpoint({
    path: payCodePaths.payCodeCharges,
    access: 'member',
    request: z.strictObject({
      afterId: z.union([z.literal(0), field.id]).optional(),
      deviceKey: z.string().max(16).optional(),
    }),
    result: z.object({
      charges: z.array(payCodeChargeOut),
      balance: z.number(),
      deviceActive: z.boolean(),
    }),
  }),

  /**
   * Confirms a charge above the store's limit: with the payment password when the member has one
   * (PAY_PASSWORD_REQUIRED / PAY_PASSWORD_WRONG / TOO_FREQUENT), then from the balance (BALANCE_INSUFFICIENT).
   * PAY_CODE_CHARGE_CLOSED when it is no longer waiting (declined, expired, already paid); 404 for another member's.
   */
  confirmPayCodeCharge: endpoint({
    path: payCodePaths.confirmPayCodeCharge,
    access: 'member',
    request: chargeRef.extend({ payPassword: payPasswordText.optional() }),
    result: z.object({ charge: payCodeChargeOut }),
  }),

  /** Refuses a charge waiting for confirmation; nothing is taken. PAY_CODE_CHARGE_CLOSED when no longer waiting. */
  declinePayCodeCharge: endpoint({
    path: payCodePaths.declinePayCodeCharge,
    access: 'member',
    request: chargeRef,
    result: z.object({ charge: payCodeChargeOut }),
  }),
};
