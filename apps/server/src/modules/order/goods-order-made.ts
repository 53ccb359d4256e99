// When a member's goods order counts as one they made (SPEC §5 new- and old-member rules, decision 030): placed
// and paid, or placed to pay at the store — any goods order not unpaid, cancelled or refunded. Upgrades, deposits
// and coupon orders do not count. One text for every reader (checkout's order read, the coupon area's takers), kept
// by order, which owns orders (issue 27): a rule about orders is not the member's to say.

/** SQL true when the member (`member`: SQL naming their id, e.g. `$3` or `"members"."id"`) has such an order. */
export function madeGoodsOrderSql(member: string): string {
  return `EXISTS (SELECT 1 FROM orders o WHERE o.member_id = ${member} AND o.kind = 'goods'
      AND o.status NOT IN ('unpaid', 'cancelled', 'refunded'))`;
}
