import { accumulationCommand } from './commands/accumulation.ts';
import { activitiesCommand } from './commands/activities.ts';
import { balanceCommand } from './commands/balance.ts';
import { cardsCommand } from './commands/card.ts';
import { certificateCommand } from './commands/certificate.ts';
import { chargeCommand } from './commands/charge.ts';
import { clientVersionCommand } from './commands/client-version.ts';
import { couponsCommand } from './commands/coupons.ts';
import { deliveryCommand } from './commands/delivery.ts';
import { emailCodesCommand } from './commands/email-codes.ts';
import { giftsCommand } from './commands/gifts.ts';
import { groupMealStepCommands, groupMealsCommand } from './commands/group-meals.ts';
import { invitationsCommand } from './commands/invitations.ts';
import { jobRunCommand, jobsCommand } from './commands/jobs.ts';
import { kitchenCommand } from './commands/kitchen.ts';
import { knowledgeSiteCommand } from './commands/knowledge-site.ts';
import { memberAddCommand } from './commands/member-add.ts';
import { orderActionCommands, ordersCommand } from './commands/orders.ts';
import { pagesCommand } from './commands/pages.ts';
import { partnerCommand } from './commands/partner.ts';
import { checkinCommand, pointsCommand, welcomeRewardCommand } from './commands/points.ts';
import { pointsmallCommand } from './commands/pointsmall.ts';
import { promotionsCommand } from './commands/promotions.ts';
import { sceneCommand } from './commands/scene.ts';
import { smsCommand } from './commands/sms.ts';
import { tabBarCommand } from './commands/tab-bar.ts';
import { tableCommand, tableOrderCommand, tablesCommand } from './commands/tables.ts';
import { topUpRulesCommand } from './commands/top-up-rules.ts';
import { translateCommand, translationsCommand } from './commands/translations.ts';
import { wechatCommand } from './commands/wechat.ts';
import { wordsCommand } from './commands/words.ts';
import { zonesCommand } from './commands/zones.ts';
import type { StaffCommand } from './staff-command.ts';

/** Every staff CLI command; a new one is a file in commands/ plus a line here. */
export const staffCommands: StaffCommand[] = [
  smsCommand,
  emailCodesCommand,
  ordersCommand,
  ...orderActionCommands,
  groupMealsCommand,
  ...groupMealStepCommands,
  kitchenCommand,
  deliveryCommand,
  zonesCommand,
  balanceCommand,
  chargeCommand,
  pointsCommand,
  checkinCommand,
  topUpRulesCommand,
  accumulationCommand,
  invitationsCommand,
  welcomeRewardCommand,
  couponsCommand,
  giftsCommand,
  partnerCommand,
  cardsCommand,
  memberAddCommand,
  jobsCommand,
  jobRunCommand,
  translationsCommand,
  translateCommand,
  tablesCommand,
  tableCommand,
  tableOrderCommand,
  promotionsCommand,
  activitiesCommand,
  pointsmallCommand,
  clientVersionCommand,
  tabBarCommand,
  pagesCommand,
  certificateCommand,
  wordsCommand,
  sceneCommand,
  wechatCommand,
  knowledgeSiteCommand,
];
