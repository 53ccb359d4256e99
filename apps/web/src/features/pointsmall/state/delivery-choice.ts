/**
 * Whether the goods on the checkout page are to be delivered (decision 044). Kept for the visit in memory, not in
 * the page's state: choosing an address leaves the page and comes back (address list ?from=settlement → back), and
 * the choice must still be there.
 */
let delivering = false;

export function wantsDelivery(): boolean {
  return delivering;
}

export function setWantsDelivery(value: boolean): void {
  delivering = value;
}
