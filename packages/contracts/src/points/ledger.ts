import { z } from 'zod';
import { pointsLedgerPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/**
 * Why a member's points moved: the ledger reasons of SPEC §3; points given as a gift item (giftType 1, decision
 * 033); and the points area's own (decision 036): a check-in, the accumulated-points reward, the year-end clearing.
 */
export const pointsReason = z.enum([
  'consumption',
  'referral_reward',
  'level_upgrade_reward',
  'gift_exchange',
  'points_offset',
  'cancel_refund',
  'manual_edit',
  'return_refund',
  'reverse_checkout',
  'new_member_reward',
  'gift',
  'checkin_reward',
  'accumulation_reward',
  'year_end_expiry',
]);
export type PointsReason = z.infer<typeof pointsReason>;

/** One entry of the member's points ledger (integral page), newest first. */
export const pointsEntryOut = z.object({
  id: z.number().int(),
  /** Negative for points used or taken. */
  delta: z.number().int(),
  /** The member's points after it. */
  pointsAfter: z.number().int(),
  reason: pointsReason,
  /** The order it belongs to, when it is an order's. */
  orderNo: z.string().nullable(),
  /** The staff's words of a manual edit; '' otherwise. */
  note: z.string(),
  createdAt: z.string(),
});
export type PointsEntryOut = z.infer<typeof pointsEntryOut>;

/**
 * The next year end (SPEC §4, §9: the clearing date shown with the year): the points that go then if not used —
 * those earned before this year's start — and the last day they can be used (31 December, store time).
 */
export const pointsClearingOut = z.object({
  points: z.number().int(),
  lastDay: z.iso.date(),
  /** The instant they go: 1 January 00:00 of the next year on the store's clock. */
  clearsAt: z.string(),
});
export type PointsClearingOut = z.infer<typeof pointsClearingOut>;

/** Which entries a ledger page lists: all, the points gained, or the points used and taken. */
export const pointsEntryKind = z.enum(['all', 'in', 'out']);
export type PointsEntryKind = z.infer<typeof pointsEntryKind>;

/** The points calls of the integral page (SPEC §2 integral). */
export const pointsLedgerEndpoints = {
  /** The member's points and the next clearing. */
  summary: endpoint({
    path: pointsLedgerPaths.summary,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ points: z.number().int(), clearing: pointsClearingOut }),
  }),

  /** One page of the member's points ledger, newest first, all or only gains ('in') or uses ('out'). */
  records: endpoint({
    path: pointsLedgerPaths.records,
    access: 'member',
    request: z.strictObject({
      kind: pointsEntryKind.optional(),
      pageIndex: field.page.optional(),
      pageSize: field.pageSize.optional(),
    }),
    result: z.object({ entries: z.array(pointsEntryOut), total: z.number().int() }),
  }),
};
