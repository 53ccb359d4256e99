import type { StaffNewMember } from '../../../modules/account/index.ts';
import type { StaffCommand } from '../staff-command.ts';

const usage = 'Usage: npm run staff -- member-add <phone> [--name NAME]';

/** The phone and the optional --name of `member-add`, or null when the arguments do not fit. */
export function parseMemberAdd(args: string[]): { phone: string; name?: string } | null {
  const rest = [...args];
  let name: string | undefined;
  const at = rest.findIndex((a) => a === '--name' || a.startsWith('--name='));
  if (at >= 0) {
    const flag = rest[at]!;
    if (flag === '--name') {
      name = rest[at + 1];
      rest.splice(at, 2);
    } else {
      name = flag.slice('--name='.length);
      rest.splice(at, 1);
    }
    if (!name?.trim()) return null;
  }
  if (rest.length !== 1 || rest[0]!.startsWith('--')) return null;
  return name === undefined ? { phone: rest[0]! } : { phone: rest[0]!, name };
}

/** `member-add <phone> [--name NAME]`: opens a member account on a phone, beside any it already has. */
export const memberAddCommand: StaffCommand = {
  name: 'member-add',
  args: '<phone> [--name NAME]',
  summary: 'open a member account on a phone (another one when it has accounts already)',
  async run(args, io) {
    const parsed = parseMemberAdd(args);
    if (!parsed) {
      io.err(usage);
      return 2;
    }
    const made = await io.client.post<StaffNewMember>('members', parsed);
    io.out(
      `Member ${made.memberNo} (uid ${made.uid}, ${made.name}) opened on ${made.phone}; ` +
        `the phone now has ${made.accountsOnPhone} active account(s)`,
    );
    return 0;
  },
};
