import { balanceProvider } from './balance-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

// Payment's own providers, and those an area adds (a prepaid card paying its part of an order, decision 046):
// payments.provider names one of them.
const providers = new Map<string, PaymentProvider>([
  [balanceProvider.name, balanceProvider],
  [sandboxProvider.name, sandboxProvider],
]);

/**
 * Adds an area's provider (when its routes mount, like order kinds). The same entry again is a no-op; a second
 * provider under a known name is a mistake.
 */
export function registerPaymentProvider(provider: PaymentProvider): void {
  const known = providers.get(provider.name);
  if (known && known !== provider) throw new Error(`payment provider '${provider.name}' is registered twice`);
  providers.set(provider.name, provider);
}

/** The provider that handled a payment row (payments.provider). */
export function providerOf(name: string): PaymentProvider {
  const provider = providers.get(name);
  if (!provider) throw new Error(`unknown payment provider ${name}`);
  return provider;
}

/** The provider online payments go through (every online method is the sandbox gateway here). */
export const onlineProvider: PaymentProvider = sandboxProvider;
