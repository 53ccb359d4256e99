import { PayCode } from './payment-codes.ts';

/** What the default selection needs of the shopper: logged in or not, and the member balance (any unit). */
export interface PaySelectionMember {
  isLoggedIn: boolean;
  balance: number;
}

/**
 * The payment option chosen before the shopper picks one (SPEC §4): member balance when logged in with a balance
 * above 0 and the store offers it, otherwise the first option; none (-1) when the store offers nothing.
 */
export function defaultPayCode(options: readonly { Code: number }[], member: PaySelectionMember): number {
  const first = options[0];
  if (!first) return PayCode.none;
  const balanceOffered = options.some((o) => o.Code === PayCode.balance);
  if (member.isLoggedIn && member.balance > 0 && balanceOffered) return PayCode.balance;
  return first.Code;
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
