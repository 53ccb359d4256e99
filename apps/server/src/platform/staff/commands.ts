import { balanceCommand } from './commands/balance.ts';
import { emailCodesCommand } from './commands/email-codes.ts';
import { groupMealStepCommands, groupMealsCommand } from './commands/group-meals.ts';
import { jobRunCommand, jobsCommand } from './commands/jobs.ts';
import { memberAddCommand } from './commands/member-add.ts';
import { orderActionCommands, ordersCommand } from './commands/orders.ts';
import { smsCommand } from './commands/sms.ts';
import { translateCommand, translationsCommand } from './commands/translations.ts';
import type { StaffCommand } from './staff-command.ts';

/** Every staff CLI command; a new one is a file in commands/ plus a line here. */
export const staffCommands: StaffCommand[] = [
  smsCommand,
  emailCodesCommand,
  ordersCommand,
  ...orderActionCommands,
  groupMealsCommand,
  ...groupMealStepCommands,
  balanceCommand,
  memberAddCommand,
  jobsCommand,
  jobRunCommand,
  translationsCommand,
  translateCommand,
];
