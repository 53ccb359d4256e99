import type { PointsEntryKind } from '@shop/contracts';

/**
 * Query keys of the points area, under the 'points' root: a session change resets them (they are the member's).
 * No answer carries store text, so no key ends with a locale.
 */
export const pointsKeys = {
  all: ['points'] as const,
  summary: ['points', 'summary'] as const,
  records: (kind: PointsEntryKind) => ['points', 'records', kind] as const,
  checkin: (month: string | null) => ['points', 'checkin', month ?? 'now'] as const,
  accumulation: ['points', 'accumulation'] as const,
};

/** Ledger entries per page. */
export const pointsPageSize = 20;
