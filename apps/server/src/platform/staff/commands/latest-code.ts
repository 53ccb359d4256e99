import { soleArgument } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface DemoCode {
  code: string;
  purpose: string;
  sentAt: string;
  expiresAt: string;
  used: boolean;
  wrongAttempts: number;
}

interface LatestCodeCommand {
  name: string;
  summary: string;
  /** The recipient's kind: the argument's name, the staff API's query parameter and the key of its answer. */
  param: 'phone' | 'email';
  /** The staff API route that lists the recipient's recent codes. */
  route: string;
  /** Said when nothing was sent to the recipient yet. */
  none: (recipient: string) => string;
}

/** A command printing the latest demo code sent to one recipient, as the staff API keeps it. */
export function latestCodeCommand(spec: LatestCodeCommand): StaffCommand {
  return {
    name: spec.name,
    args: `<${spec.param}>`,
    summary: spec.summary,
    async run(args, io) {
      const recipient = soleArgument(args);
      if (!recipient) return WRONG_USAGE;
      const answer = await io.client.get<Record<string, string> & { codes: DemoCode[] }>(spec.route, {
        [spec.param]: recipient,
      });
      const latest = answer.codes[0];
      if (!latest) {
        io.err(spec.none(String(answer[spec.param])));
        return 1;
      }
      // The code alone on stdout, so scripts can capture it; the details for people on stderr.
      io.out(latest.code);
      const state = latest.used ? 'used' : `unused, ${latest.wrongAttempts} wrong tries`;
      io.err(`(${latest.purpose}, sent ${latest.sentAt}, expires ${latest.expiresAt}, ${state})`);
      return 0;
    },
  };
}
