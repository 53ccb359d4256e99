import type { PieceParam, PlacingPiece } from '../order/index.ts';
import type { CoveredUnits } from './pass-cover.ts';
import { PASS_CARD_KIND } from './pass-cover.ts';

/** One card's use by an order: the lines it covers and, for a card counted from its first use, the end this gives. */
export interface PassUse {
  cardId: number;
  parts: readonly CoveredUnits[];
  until: Date | null;
}

// The order's pass cards taken by conditional update once the order is placed and the cart written (the member's
// held things, after their coupons: decision 012): still the member's pass card, valid, with the times asked, inside
// its instants at the order's; the last time makes it 'used'; a card counted from its first use gets its end now.
// The primary key scan of = ANY visits the ids in ascending order (as the coupons' take). Then one 'use' entry per
// card and covered line, keyed by the order and the line (ref 'line:<order line id>'), its times negative: the line
// found in `l` by its product, its options and its share of this card (decision 047's pass-card:<id>), so a refund
// of the line knows which times to give back. Values: the card ids, their times and ends; then per covered line the
// card, product, option key and units.
const optionKeySql = `(SELECT coalesce(string_agg(d.x::text, ',' ORDER BY d.x), '')
      FROM (SELECT DISTINCT (e->>'id')::int AS x FROM jsonb_array_elements(l.options) e) d)`;

const ctes = (p: PieceParam) => `pcd AS (
  UPDATE member_cards mc SET times_left = mc.times_left - v.n,
    status = CASE WHEN mc.times_left = v.n THEN 'used' ELSE 'valid' END,
    valid_until = coalesce(mc.valid_until, v.until)
  FROM o, unnest(${p(0)}::int[], ${p(1)}::int[], ${p(2)}::timestamptz[]) AS v(id, n, until)
  WHERE mc.id = ANY(${p(0)}::int[]) AND mc.id = v.id AND mc.member_id = o.member_id AND mc.kind = 'pass'
    AND mc.status = 'valid' AND mc.times_left >= v.n AND mc.valid_from <= o.created_at
    AND (mc.valid_until IS NULL OR mc.valid_until > o.created_at)
    AND EXISTS (SELECT 1 FROM go) AND (SELECT count(*) FROM gone) >= 0
  RETURNING mc.id
),
pce AS (
  INSERT INTO card_entries (card_id, member_id, delta_times, reason, order_id, ref, store_id, note, at)
  SELECT v.id, o.member_id, -v.n, 'use', o.id, 'line:' || l.id, o.store_id, o.order_no, o.created_at
  FROM o, l, unnest(${p(3)}::int[], ${p(4)}::int[], ${p(5)}::text[], ${p(6)}::int[]) AS v(id, product, opts, n)
  WHERE (SELECT count(*) FROM pcd) = cardinality(${p(0)}::int[])
    AND l.product_id = v.product AND l.shares ? ('${PASS_CARD_KIND}:' || v.id) AND ${optionKeySql} = v.opts
  RETURNING card_id
),
`;

// Fewer cards or entries than asked: a parallel order or a counter took the times first (or the card ended).
const taken = (p: PieceParam) =>
  `(SELECT count(*) FROM pcd) = cardinality(${p(0)}::int[]) AND (SELECT count(*) FROM pce) = cardinality(${p(3)}::int[])`;

/** The placing statement's piece that takes the order's pass card times, with their use entries (decision 060). */
export function passTakePiece(uses: readonly PassUse[]): PlacingPiece {
  const sorted = [...uses].sort((x, y) => x.cardId - y.cardId);
  const lines = sorted.flatMap((use) => use.parts.map((part) => ({ cardId: use.cardId, ...part })));
  return {
    key: 'pass-cards',
    values: [
      sorted.map((u) => u.cardId),
      sorted.map((u) => u.parts.reduce((n, part) => n + part.units, 0)),
      sorted.map((u) => u.until?.toISOString() ?? null),
      lines.map((l) => l.cardId),
      lines.map((l) => l.productId),
      lines.map((l) => l.optionKey),
      lines.map((l) => l.units),
    ],
    ctes,
    taken,
    refusal: 'CARD_USED_UP',
  };
}
