import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

/**
 * `balance <phone>[:<memberNo>] <amount> [note]`: a manual edit of a member's balance, written to the ledger. The
 * member number is needed only when the phone holds several accounts.
 */
export const balanceCommand: StaffCommand = {
  name: 'balance',
  args: '<phone>[:<memberNo>] <amount> [note]',
  summary: "add to (or, negative, take from) a member's balance; e.g. balance 13800138000 50",
  async run(args, io) {
    const [target, amountText, ...noteWords] = args;
    const [phone, memberNo] = (target ?? '').split(':');
    const amount = Number(amountText);
    if (!phone || !amountText || !Number.isFinite(amount) || amount === 0) return WRONG_USAGE;
    const note = noteWords.join(' ') || undefined;
    const done = await io.client.post<{ memberNo: string; balance: number }>('members/balance', {
      phone,
      memberNo: memberNo || undefined,
      amount,
      note,
    });
    io.out(`Member ${done.memberNo} (${phone}) now has a balance of ${done.balance.toFixed(2)}`);
    return 0;
  },
};
