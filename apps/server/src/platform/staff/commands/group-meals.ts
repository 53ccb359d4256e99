import type { StaffGroupMealOut } from '../../../modules/marketing/index.ts';
import { readArgs, soleArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

/** The staff API's query parameter behind each option of `group-meals`. */
const queryNames: Record<string, string> = { '--store': 'storeId', '--date': 'date', '--status': 'status' };

function listQuery(args: string[]): Record<string, string> | null {
  const read = readArgs(args, Object.keys(queryNames));
  if (!read || read.positionals.length > 0) return null;
  return Object.fromEntries(Object.entries(read.options).map(([flag, value]) => [queryNames[flag]!, value]));
}

function bookingLine(b: StaffGroupMealOut): string {
  const when = b.mealAt.slice(0, 16).replace('T', ' ');
  const deposit = `${b.deposit.toFixed(2)} ${b.paid ? 'paid' : 'unpaid'}`;
  return `${b.orderNo}  ${b.status.padEnd(9)}  ${when}Z  x${b.headcount}  ${b.menuName}  deposit ${deposit}  ${b.contactPhone}`;
}

/** `group-meals [--store N] [--date YYYY-MM-DD] [--status S]`: the bookings, the latest meal first. */
export const groupMealsCommand: StaffCommand = {
  name: 'group-meals',
  args: '[--store N] [--date YYYY-MM-DD] [--status S]',
  summary: 'list group-meal bookings (status: unpaid, booked, accepted, completed, cancelled, refunded)',
  async run(args, io) {
    const query = listQuery(args);
    if (!query) return WRONG_USAGE;
    const { bookings } = await io.client.get<{ bookings: StaffGroupMealOut[] }>('group-meals', query);
    if (bookings.length === 0) io.err('No bookings.');
    for (const b of bookings) io.out(bookingLine(b));
    return 0;
  },
};

function stepCommand(step: 'confirm' | 'serve', summary: string): StaffCommand {
  return {
    name: `group-meal-${step}`,
    args: '<orderNo>',
    summary,
    async run(args: string[], io: CommandIo) {
      const orderNo = soleArgument(args);
      if (!orderNo) return WRONG_USAGE;
      const done = await io.client.post<{ orderNo: string; status: string }>(
        `group-meals/${encodeURIComponent(orderNo)}/${step}`,
      );
      io.out(`${done.orderNo} is now ${done.status}`);
      return 0;
    },
  };
}

/** The steps staff move a booking through. */
export const groupMealStepCommands: StaffCommand[] = [
  stepCommand('confirm', 'confirm a booked group meal'),
  stepCommand('serve', 'mark a booked or confirmed group meal served'),
];
