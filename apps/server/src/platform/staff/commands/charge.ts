import { randomUUID } from 'node:crypto';
import type { StaffPayCodeChargeOut } from '../../../modules/balance/index.ts';
import { readArgs } from '../command-args.ts';
import { StaffUnreachableError } from '../staff-client.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const yuan = (n: number) => `¥${n.toFixed(2)}`;

/** The till's line for a charge in its current state. */
function chargeLine(c: StaffPayCodeChargeOut): string {
  switch (c.status) {
    case 'paid':
      return `Paid ${yuan(c.amount)} from member ${c.memberNo}'s balance (${c.chargeNo}); balance now ${yuan(c.balanceAfter ?? 0)}`;
    case 'confirming':
      return `Waiting for member ${c.memberNo} to confirm ${yuan(c.amount)} on the phone (${c.chargeNo})…`;
    case 'declined':
      return `Member ${c.memberNo} declined ${yuan(c.amount)} (${c.chargeNo}); nothing was taken`;
    case 'expired':
      return `Member ${c.memberNo} did not confirm ${yuan(c.amount)} in time (${c.chargeNo}); nothing was taken`;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a charge waiting for the member every second until it settles or `waitSeconds` pass. */
async function awaitMember(io: CommandIo, first: StaffPayCodeChargeOut, waitSeconds: number) {
  let current = first;
  const until = Date.now() + waitSeconds * 1000;
  while (current.status === 'confirming' && Date.now() < until) {
    await pause(1000);
    current = await io.client.get<StaffPayCodeChargeOut>(
      `paycode/charges/${encodeURIComponent(first.chargeNo)}`,
    );
  }
  return current;
}

/**
 * Sends the charge, and once more with the same request key when no answer came back: the server answers a repeat
 * with the first charge, so a lost answer never charges twice.
 */
async function sendOnce(io: CommandIo, body: Record<string, unknown>): Promise<StaffPayCodeChargeOut> {
  try {
    return await io.client.post<StaffPayCodeChargeOut>('paycode/charge', body);
  } catch (err) {
    if (!(err instanceof StaffUnreachableError)) throw err;
    io.err('No answer from the server; sending the same charge again');
    return io.client.post<StaffPayCodeChargeOut>('paycode/charge', body);
  }
}

/**
 * `charge <code> <amount> [--store N] [--wait S]`: charges a member payment code once from the balance (decision
 * 033). Above the store's limit the member confirms on the phone; the command waits for that (S seconds, 130 by
 * default) and exits 0 only when the charge is paid.
 */
export const chargeCommand: StaffCommand = {
  name: 'charge',
  args: '<code> <amount> [--store N] [--wait S]',
  summary: "charge a member's payment code from their balance; e.g. charge 281234567801234567 12.50",
  async run(args, io) {
    const read = readArgs(args, ['--store', '--wait']);
    const [code, amountText, ...extra] = read?.positionals ?? [];
    const amount = Number(amountText);
    const store = read?.options['--store'];
    const wait = Number(read?.options['--wait'] ?? 130);
    if (!code || !amountText || !(amount > 0) || extra.length > 0 || !(wait >= 0)) return WRONG_USAGE;
    if (store !== undefined && !/^\d+$/.test(store)) return WRONG_USAGE;
    const body = {
      code: code.replace(/\s/g, ''),
      amount,
      ...(store ? { storeId: Number(store) } : {}),
      requestKey: randomUUID(),
    };
    const started = await sendOnce(io, body);
    io.out(chargeLine(started));
    if (started.status !== 'confirming') return started.status === 'paid' ? 0 : 1;
    const settled = await awaitMember(io, started, wait);
    if (settled.status !== 'confirming') io.out(chargeLine(settled));
    else io.err(`Stopped waiting; the charge stays open until ${settled.confirmBy}`);
    return settled.status === 'paid' ? 0 : 1;
  },
};
