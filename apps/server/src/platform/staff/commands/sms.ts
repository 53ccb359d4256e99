import { latestCodeCommand } from './latest-code.ts';

/** `sms <phone>`: the latest verification code sent to a phone while no real SMS provider is configured. */
export const smsCommand = latestCodeCommand({
  name: 'sms',
  summary: 'print the latest SMS code sent to a phone (demo SMS provider only)',
  param: 'phone',
  route: 'sms-codes',
  none: (phone) => `No code has been sent to ${phone}.`,
});
