import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from './provider.ts';
import { providerOf, registerPaymentProvider } from './providers.ts';

// An area's own provider (a prepaid card, decision 046) joins payment's by registering: payments name it, refunds
// and queries reach it; a second, different one under its name is refused.
describe('payment providers', () => {
  const card: PaymentProvider = {
    name: 'test-card',
    start: async () => {
      throw new Error('taken with the order');
    },
    query: async () => ({ state: 'closed' }),
    close: async () => {},
    refund: async () => true,
    refundedBefore: async () => false,
  };

  it('answers an area provider once registered, and refuses a second under its name', () => {
    expect(() => providerOf('test-card')).toThrow('unknown payment provider');
    registerPaymentProvider(card);
    registerPaymentProvider(card);
    expect(providerOf('test-card')).toBe(card);
    expect(() => registerPaymentProvider({ ...card })).toThrow('registered twice');
    expect(providerOf('balance').name).toBe('balance');
  });
});
