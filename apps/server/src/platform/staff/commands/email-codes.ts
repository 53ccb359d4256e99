import type { StaffCommand } from '../cli-runner.ts';

interface DemoCode {
  code: string;
  purpose: string;
  sentAt: string;
  expiresAt: string;
  used: boolean;
  wrongAttempts: number;
}

/** `email-codes <email>`: the latest login code emailed to an address while no mail provider is configured. */
export const emailCodesCommand: StaffCommand = {
  name: 'email-codes',
  args: '<email>',
  summary: 'print the latest login code emailed to an address (demo mail provider only)',
  async run(args, io) {
    const email = args[0];
    if (!email || args.length > 1) {
      io.err('Usage: npm run staff -- email-codes <email>');
      return 2;
    }
    const answer = await io.client.get<{ email: string; codes: DemoCode[] }>('email-codes', { email });
    const latest = answer.codes[0];
    if (!latest) {
      io.err(`No code has been emailed to ${answer.email}.`);
      return 1;
    }
    // The code alone on stdout, so scripts can capture it; the details for people on stderr.
    io.out(latest.code);
    const state = latest.used ? 'used' : `unused, ${latest.wrongAttempts} wrong tries`;
    io.err(`(${latest.purpose}, sent ${latest.sentAt}, expires ${latest.expiresAt}, ${state})`);
    return 0;
  },
};
