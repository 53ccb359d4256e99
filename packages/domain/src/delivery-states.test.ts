import { describe, expect, it } from 'vitest';
import {
  type DeliveryState,
  type DeliveryStep,
  deliveryTransitions,
  isFinalDeliveryState,
  nextDeliveryState,
  orderStatusForDelivery,
  riderOnTheWay,
} from './delivery-states.ts';

const states: (DeliveryState | null)[] = [
  null,
  'accepted',
  'awaiting-rider',
  'picked-up',
  'delivering',
  'delivered',
  'returning',
  'returned',
  'received',
];

describe('delivery transitions', () => {
  it('walks the happy path from accept to receive', () => {
    const steps: DeliveryStep[] = ['accept', 'dispatch', 'pickup', 'deliver', 'arrive', 'receive'];
    let state: DeliveryState | null = null;
    for (const step of steps) state = nextDeliveryState(state, step);
    expect(state).toBe('received');
  });

  it('refuses every step out of its place', () => {
    expect(nextDeliveryState(null, 'dispatch')).toBeNull();
    expect(nextDeliveryState('accepted', 'accept')).toBeNull();
    expect(nextDeliveryState('accepted', 'arrive')).toBeNull();
    expect(nextDeliveryState('delivering', 'receive')).toBeNull();
    expect(nextDeliveryState('received', 'receive')).toBeNull();
    expect(nextDeliveryState('returned', 'arrive')).toBeNull();
  });

  it('takes the exception from a rider who has the goods only', () => {
    expect(nextDeliveryState('picked-up', 'returning')).toBe('returning');
    expect(nextDeliveryState('delivering', 'returning')).toBe('returning');
    expect(nextDeliveryState('returning', 'returned')).toBe('returned');
    expect(nextDeliveryState('accepted', 'returning')).toBeNull();
    expect(nextDeliveryState('delivered', 'returned')).toBeNull();
  });

  it('leaves final states with no step at all', () => {
    for (const state of states) {
      if (state === null || !isFinalDeliveryState(state)) continue;
      const steps = Object.keys(deliveryTransitions) as DeliveryStep[];
      expect(steps.map((s) => nextDeliveryState(state, s)).every((n) => n === null)).toBe(true);
    }
  });
});

describe('orderStatusForDelivery', () => {
  it('maps each state to the order status the history shows', () => {
    expect(orderStatusForDelivery('accepted')).toBe('accepted');
    expect(orderStatusForDelivery('awaiting-rider')).toBe('accepted');
    expect(orderStatusForDelivery('picked-up')).toBe('delivering');
    expect(orderStatusForDelivery('delivering')).toBe('delivering');
    expect(orderStatusForDelivery('returning')).toBe('delivering');
    expect(orderStatusForDelivery('delivered')).toBe('delivered');
    expect(orderStatusForDelivery('received')).toBe('completed');
  });

  it('follows the rider only while the goods are on the road', () => {
    expect(riderOnTheWay('delivering')).toBe(true);
    expect(riderOnTheWay('awaiting-rider')).toBe(false);
    expect(riderOnTheWay('delivered')).toBe(false);
    expect(riderOnTheWay(null)).toBe(false);
  });
});
