import type { PieceParam, PlacingPiece } from '../order/index.ts';

/** The coupons an order takes by conditional update, and the use counts it bumps (template, period) by n ≤ limit. */
export interface CouponTake {
  ids: number[];
  counts: { templateIds: number[]; periods: string[]; uses: number[]; limits: number[] };
}

// The member's coupons taken by conditional update (still valid, the member's, within their validity at the order's
// instant) once the order is placed and the cart written: 'reserved' while the order waits for an online payment,
// else 'used' (decision 031). The primary key scan of = ANY visits the ids in ascending order (btree sorts the
// array), so two orders of one member lock shared coupons in one order (and a deadlock in a plan nobody foresaw is
// retried, decision 012). Then the member's use counts of their templates bumped in the periods whose limit the rule
// sets, conditionally (uses + n <= limit). Values: the ids, then the counts' template ids, periods, uses and limits.
const ctes = (p: PieceParam) => `cp AS (
  UPDATE member_coupons mc SET status = CASE WHEN o.status = 'unpaid' THEN 'reserved' ELSE 'used' END,
    order_id = o.id, used_at = o.created_at
  FROM o
  WHERE mc.id = ANY(${p(0)}::int[]) AND mc.member_id = o.member_id AND mc.status = 'valid'
    AND mc.valid_from <= o.created_at AND mc.valid_until > o.created_at
    AND EXISTS (SELECT 1 FROM go) AND (SELECT count(*) FROM gone) >= 0
  RETURNING mc.id
),
uc AS (
  INSERT INTO coupon_use_counts AS u (member_id, template_id, period, uses)
  SELECT o.member_id, v.t, v.p, v.n
  FROM o, unnest(${p(1)}::int[], ${p(2)}::text[], ${p(3)}::int[], ${p(4)}::int[]) AS v(t, p, n, lim)
  WHERE v.n <= v.lim AND (SELECT count(*) FROM cp) = cardinality(${p(0)}::int[])
  ON CONFLICT (member_id, template_id, period) DO UPDATE SET uses = u.uses + EXCLUDED.uses
  WHERE u.uses + EXCLUDED.uses <= (SELECT v.lim FROM unnest(${p(1)}::int[], ${p(2)}::text[], ${p(4)}::int[])
    AS v(t, p, lim) WHERE v.t = EXCLUDED.template_id AND v.p = EXCLUDED.period)
  RETURNING u.template_id
),
`;

// Fewer coupons or use counts taken than asked: a parallel order took one (or the period's last use) first.
const taken = (p: PieceParam) =>
  `(SELECT count(*) FROM cp) = cardinality(${p(0)}::int[]) AND (SELECT count(*) FROM uc) = cardinality(${p(1)}::int[])`;

/** The placing statement's piece that takes the order's coupons and bumps their use counts (order's PlacingPiece). */
export function couponTakePiece(take: CouponTake): PlacingPiece {
  const { ids, counts } = take;
  return {
    key: 'coupons',
    values: [ids, counts.templateIds, counts.periods, counts.uses, counts.limits],
    ctes,
    taken,
    refusal: 'COUPON_UNAVAILABLE',
  };
}
