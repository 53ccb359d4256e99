import { toMinor } from './money.ts';
import { PayCode } from './payment-codes.ts';

/** What the default selection needs of the shopper and of what is paid for. */
export interface PaySelectionMember {
  isLoggedIn: boolean;
  /** The member balance, in currency units (decimals). */
  balance: number;
  /**
   * What is to be paid, in currency units, once known: a balance below it cannot pay, so it is never the
   * default. Left out while unknown: any balance above 0 may pay.
   */
  due?: number;
}

/** Whether the member balance can pay: logged in, above 0 (SPEC §4), and covering what is due when known. */
export function balanceCanPay(member: PaySelectionMember): boolean {
  const balance = toMinor(member.balance);
  if (!member.isLoggedIn || balance <= 0) return false;
  return member.due === undefined || balance >= toMinor(member.due);
}

/**
 * The payment option chosen before the shopper picks one (SPEC §4): member balance when it can pay and the store
 * offers it, otherwise the first option that can pay (never a balance that cannot); the first option when none
 * can (a store offering balance alone, which falls short: the list says so); none (-1) when the store offers
 * nothing. The one rule every payment list (settlement, table, the pay pages) takes its default from.
 */
export function defaultPayCode(options: readonly { Code: number }[], member: PaySelectionMember): number {
  const first = options[0];
  if (!first) return PayCode.none;
  const balanceOffered = options.some((o) => o.Code === PayCode.balance);
  if (balanceOffered && balanceCanPay(member)) return PayCode.balance;
  return options.find((o) => o.Code !== PayCode.balance)?.Code ?? first.Code;
}

/** The code to use: the shopper's pick while the store still offers it, else the default selection. */
export function effectivePayCode(
  options: readonly { Code: number }[],
  picked: number | null,
  member: PaySelectionMember,
): number {
  if (picked !== null && options.some((o) => o.Code === picked)) return picked;
  return defaultPayCode(options, member);
}
