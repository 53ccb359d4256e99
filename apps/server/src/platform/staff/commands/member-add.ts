import type { StaffNewMember } from '../../../modules/account/index.ts';
import { readArgs } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

/** The phone and the optional --name of `member-add`, or null when the arguments do not fit. */
export function parseMemberAdd(args: string[]): { phone: string; name?: string } | null {
  const read = readArgs(args, ['--name']);
  if (read?.positionals.length !== 1) return null;
  const phone = read.positionals[0]!;
  const name = read.options['--name'];
  if (name === undefined) return { phone };
  return name.trim() ? { phone, name } : null;
}

/** `member-add <phone> [--name NAME]`: opens a member account on a phone, beside any it already has. */
export const memberAddCommand: StaffCommand = {
  name: 'member-add',
  args: '<phone> [--name NAME]',
  summary: 'open a member account on a phone (another one when it has accounts already)',
  async run(args, io) {
    const parsed = parseMemberAdd(args);
    if (!parsed) return WRONG_USAGE;
    const made = await io.client.post<StaffNewMember>('members', parsed);
    io.out(
      `Member ${made.memberNo} (uid ${made.uid}, ${made.name}) opened on ${made.phone}; ` +
        `the phone now has ${made.accountsOnPhone} active account(s)`,
    );
    return 0;
  },
};
