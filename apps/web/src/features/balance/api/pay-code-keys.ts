/**
 * Query keys of the payment code, under the balance area's root 'balance': a session change resets them (they are
 * the member's charges). No store text in the answers but the store's name, which staff write once.
 */
export const payCodeKeys = {
  chargesRoot: ['balance', 'payCode', 'charges'] as const,
  /** Per device key: answers about a key replaced since are not mistaken for the new one's. */
  charges: (deviceKey: string | null) => ['balance', 'payCode', 'charges', deviceKey] as const,
};

/** How often the payment code page asks for new charges while it is on screen (decision 034: polling). */
export const payCodePollMs = 2000;
