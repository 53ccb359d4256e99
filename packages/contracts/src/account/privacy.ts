import { z } from 'zod';
import { privacyPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/**
 * Something of value the member still holds and loses by deregistering (SPEC §6), one per kind, reported by the
 * area that keeps it (decision 048: balance, points, coupons, gift items; cards and partner profit later). `name`
 * is the server's Chinese label for a kind a client does not know yet.
 */
export const forfeitedAssetSchema = z.object({
  kind: z.string(),
  /** money: `amount` is in currency units with 2 decimals; count: `amount` is how many (points, coupons, gift items). */
  unit: z.enum(['money', 'count']),
  amount: z.number(),
  name: z.string(),
  /**
   * For a count: what the counted things are worth at face value, in currency units, where some have one (cash
   * coupons' amount off); absent when none has.
   */
  value: z.number().optional(),
});

/** The kinds of asset the areas report today; a client shows an unknown kind by its `name`. */
export const memberAssetKinds = {
  balance: 'balance',
  points: 'points',
  coupons: 'coupons',
  giftItems: 'giftItems',
  partnerPending: 'partnerPending',
  partnerWithdrawable: 'partnerWithdrawable',
} as const;

export type ForfeitedAsset = z.infer<typeof forfeitedAssetSchema>;

/** Withdrawing consent and deregistering (SPEC §2 account/setting and account/deregister, §6, §7). */
export const privacyEndpoints = {
  /**
   * Withdraws the terms and privacy agreement: the member is logged out everywhere and must agree again at the
   * next login. CANCEL_AGREEMENT_FAILED when there is no agreement on record.
   */
  cancelAgreePrivacy: endpoint({
    path: privacyPaths.cancelAgreePrivacy,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({}),
  }),

  /** What the member would forfeit by deregistering now. */
  deregisterAssets: endpoint({
    path: privacyPaths.deregisterAssets,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ assets: z.array(forfeitedAssetSchema) }),
  }),

  /**
   * Deregisters the member (disableType 2): every session ends, personal fields are erased and the phone cannot
   * log in again; orders and ledgers stay. DEREGISTER_REMINDER_REQUIRED unless the reminder was accepted.
   */
  disable: endpoint({
    path: privacyPaths.disable,
    access: 'member',
    request: z.strictObject({ disableType: z.literal(2), reminderAccepted: z.boolean().optional() }),
    result: z.object({ disabled: z.literal(true), disabledAt: z.string() }),
  }),
};
