/** SPEC §9 payment codes. */
export const PayCode = {
  none: -1,
  cash: 1,
  balance: 2,
  alipay: 3,
  wechat: 4,
  payAfter: 10,
  thirdParty: 900,
} as const;

/** The code of the index-th third-party method: 900, then offset by the index when several share 900. */
export function thirdPartyCode(index: number): number {
  return PayCode.thirdParty + index;
}

/** Whether a code is one of the third-party methods (900 and its offsets). */
export function isThirdPartyCode(code: number): boolean {
  return code >= PayCode.thirdParty && code < PayCode.thirdParty + 100;
}

/** Codes paid through an online gateway: the order waits unpaid until the gateway confirms. */
export function isOnlinePayCode(code: number): boolean {
  return code === PayCode.alipay || code === PayCode.wechat || isThirdPartyCode(code);
}

/** Codes paid in person at the store (cash, pay-after): the order goes to the merchant unpaid. */
export function isPayAtStoreCode(code: number): boolean {
  return code === PayCode.cash || code === PayCode.payAfter;
}

/** SPEC §9: an order paid online waits this long unpaid before it is cancelled, unless the store says otherwise. */
export const DEFAULT_UNPAID_CANCEL_MINUTES = 15;

/** When an unpaid online order (goods or upgrade) placed at `at` is cancelled, by the store's minutes if set. */
export function unpaidCancelAt(at: Date, storeMinutes: number | undefined): Date {
  return new Date(at.getTime() + (storeMinutes ?? DEFAULT_UNPAID_CANCEL_MINUTES) * 60_000);
}
