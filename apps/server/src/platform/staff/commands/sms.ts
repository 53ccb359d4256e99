import type { StaffCommand } from '../cli-runner.ts';

interface DemoCode {
  code: string;
  purpose: string;
  sentAt: string;
  expiresAt: string;
  used: boolean;
  wrongAttempts: number;
}

/** `sms <phone>`: the latest verification code sent to a phone while no real SMS provider is configured. */
export const smsCommand: StaffCommand = {
  name: 'sms',
  args: '<phone>',
  summary: 'print the latest SMS code sent to a phone (demo SMS provider only)',
  async run(args, io) {
    const phone = args[0];
    if (!phone || args.length > 1) {
      io.err('Usage: npm run staff -- sms <phone>');
      return 2;
    }
    const answer = await io.client.get<{ phone: string; codes: DemoCode[] }>('sms-codes', { phone });
    const latest = answer.codes[0];
    if (!latest) {
      io.err(`No code has been sent to ${answer.phone}.`);
      return 1;
    }
    // The code alone on stdout, so scripts can capture it; the details for people on stderr.
    io.out(latest.code);
    const state = latest.used ? 'used' : `unused, ${latest.wrongAttempts} wrong tries`;
    io.err(`(${latest.purpose}, sent ${latest.sentAt}, expires ${latest.expiresAt}, ${state})`);
    return 0;
  },
};
