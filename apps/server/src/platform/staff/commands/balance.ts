import type { StaffCommand } from '../cli-runner.ts';

/** `balance <phone> <amount> [note]`: a manual edit of a member's balance, written to the ledger. */
export const balanceCommand: StaffCommand = {
  name: 'balance',
  args: '<phone> <amount> [note]',
  summary: "add to (or, negative, take from) a member's balance; e.g. balance 13800138000 50",
  async run(args, io) {
    const [phone, amountText, ...noteWords] = args;
    const amount = Number(amountText);
    if (!phone || !amountText || !Number.isFinite(amount) || amount === 0) {
      io.err('Usage: npm run staff -- balance <phone> <amount> [note]');
      return 2;
    }
    const note = noteWords.join(' ') || undefined;
    const done = await io.client.post<{ memberNo: string; balance: number }>('members/balance', {
      phone,
      amount,
      note,
    });
    io.out(`Member ${done.memberNo} (${phone}) now has a balance of ${done.balance.toFixed(2)}`);
    return 0;
  },
};
