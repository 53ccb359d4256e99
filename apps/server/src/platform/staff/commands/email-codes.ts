import { latestCodeCommand } from './latest-code.ts';

/** `email-codes <email>`: the latest login code emailed to an address while no mail provider is configured. */
export const emailCodesCommand = latestCodeCommand({
  name: 'email-codes',
  summary: 'print the latest login code emailed to an address (demo mail provider only)',
  param: 'email',
  route: 'email-codes',
  none: (email) => `No code has been emailed to ${email}.`,
});
