import type { ErrorCode } from '@shop/contracts';

/** A piece's placeholder for its i-th value: `$n`, numbered by the statement that composes the pieces. */
export type PieceParam = (i: number) => string;

/**
 * What an order takes, when it is placed, of what the member holds (decision 057: the coupons applied now; a card's
 * times or money next), as a part of checkout's placing statement written by the area that owns those rows:
 *
 * - its CTEs run once the order is placed (and paid, if by balance) and the member's cart written — they may read
 *   `o` (the order's header: id, member_id, status, created_at …) and wait on `go` and `gone` — and before any
 *   product is locked, in decision 012's order (the member's held rows before shared ones);
 * - `taken` is SQL that is true once they took all they asked for; the stock take and the order wait for it, and
 *   when it is false the statement refuses the order with `refusal`, undoing everything.
 *
 * The text depends on the key alone (each shape of the statement is prepared once by name); what differs between
 * orders is in `values`, numbered through `param`.
 */
export interface PlacingPiece {
  key: string;
  values: readonly unknown[];
  ctes(param: PieceParam): string;
  taken(param: PieceParam): string;
  refusal: ErrorCode;
}
