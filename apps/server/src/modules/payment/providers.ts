import { balanceProvider } from './balance-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

const providers: Record<string, PaymentProvider> = {
  [balanceProvider.name]: balanceProvider,
  [sandboxProvider.name]: sandboxProvider,
};

/** The provider that handled a payment row (payments.provider). */
export function providerOf(name: string): PaymentProvider {
  const provider = providers[name];
  if (!provider) throw new Error(`unknown payment provider ${name}`);
  return provider;
}

/** The provider online payments go through (every online method is the sandbox gateway here). */
export const onlineProvider: PaymentProvider = sandboxProvider;
