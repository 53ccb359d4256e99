/**
 * The delivery states of SPEC §4 as one order carries them after the merchant accepts it: merchant accepted, rider
 * awaiting acceptance, rider picked up (a rider took the job), delivering (the goods left the store), delivered,
 * and the exception pair goods returning / returned. 'received' is the end after the shopper (or the countdown)
 * confirmed receipt.
 */
export type DeliveryState =
  | 'accepted'
  | 'awaiting-rider'
  | 'picked-up'
  | 'delivering'
  | 'delivered'
  | 'returning'
  | 'returned'
  | 'received';

/** The steps that move a delivery; 'accept' starts it (there is no state before it). */
export type DeliveryStep =
  | 'accept'
  | 'dispatch'
  | 'pickup'
  | 'deliver'
  | 'arrive'
  | 'returning'
  | 'returned'
  | 'receive';

/** The order status (SPEC §4 labels) a delivery state puts its order in. */
export type DeliveryOrderStatus = 'accepted' | 'delivering' | 'delivered' | 'completed';

interface Transition {
  from: readonly (DeliveryState | null)[];
  to: DeliveryState;
}

/** Which states each step may start from (null: no delivery yet) and where it leads. */
export const deliveryTransitions: Readonly<Record<DeliveryStep, Transition>> = {
  accept: { from: [null], to: 'accepted' },
  dispatch: { from: ['accepted'], to: 'awaiting-rider' },
  pickup: { from: ['awaiting-rider'], to: 'picked-up' },
  deliver: { from: ['picked-up'], to: 'delivering' },
  arrive: { from: ['delivering'], to: 'delivered' },
  // A rider may turn back before or after leaving the store; returned ends the delivery (the store refunds).
  returning: { from: ['picked-up', 'delivering'], to: 'returning' },
  returned: { from: ['picked-up', 'delivering', 'returning'], to: 'returned' },
  receive: { from: ['delivered'], to: 'received' },
};

/** Where a step leads from a state, or null when the step does not apply there. */
export function nextDeliveryState(from: DeliveryState | null, step: DeliveryStep): DeliveryState | null {
  const t = deliveryTransitions[step];
  return t.from.includes(from) ? t.to : null;
}

/** Whether a delivery can no longer move (nothing more to show or refresh). */
export function isFinalDeliveryState(state: DeliveryState): boolean {
  return state === 'received' || state === 'returned';
}

/** Whether the rider has the goods, so a position is worth following on the map. */
export function riderOnTheWay(state: DeliveryState | null): boolean {
  return state === 'picked-up' || state === 'delivering' || state === 'returning';
}

/**
 * The order's own status for a delivery state: being made until the goods leave the store, delivering while a
 * rider carries them, delivered (awaiting receipt) at the door, completed once receipt is confirmed. The
 * exceptions keep the order delivering: the store decides what follows (a refund by the store's cancel).
 */
export function orderStatusForDelivery(state: DeliveryState): DeliveryOrderStatus {
  switch (state) {
    case 'accepted':
    case 'awaiting-rider':
      return 'accepted';
    case 'picked-up':
    case 'delivering':
    case 'returning':
    case 'returned':
      return 'delivering';
    case 'delivered':
      return 'delivered';
    case 'received':
      return 'completed';
  }
}
