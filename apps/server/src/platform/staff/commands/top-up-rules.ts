import type { StaffTopUpRuleOut } from '../../../modules/balance-top-up/index.ts';
import { createAction, listAction, type StaffAction } from '../catalogue-actions.ts';
import { positiveInt } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function ruleLine(r: StaffTopUpRuleOut): string {
  const what = r.kind === 'fixed' ? `pay ¥${r.amount.toFixed(2)}` : `any amount from ¥${r.amount.toFixed(2)}`;
  const parts = r.giftInstalments > 1 ? ` in ${r.giftInstalments} parts, one a ${r.giftEvery}` : '';
  const gift = r.giftBalance > 0 ? `  gift ¥${r.giftBalance.toFixed(2)}${parts}` : '  no gift';
  const items = r.giftItems.map((i) => `type ${i.giftType} ×${i.quantity}`).join(', ');
  return `#${r.id}  ${r.status.padEnd(6)}  store ${r.storeId}  ${r.kind.padEnd(5)}  ${what}${gift}${items ? ` + ${items}` : ''}`;
}

const actions: Record<string, StaffAction> = {
  list: listAction<StaffTopUpRuleOut>('balance/top-up-rules', 'rules', ruleLine, 'No top-up rules.'),
  create: createAction<StaffTopUpRuleOut>('balance/top-up-rules', ruleLine, 'rule'),
  async end([id, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0) return WRONG_USAGE;
    io.out(ruleLine(await io.client.post<StaffTopUpRuleOut>(`balance/top-up-rules/${id}/end`)));
    return 0;
  },
};

/**
 * `top-up-rules list [--store N]` | `create <file.json | json>` | `end <ruleId>`: the balance top-up rules (fixed
 * amounts and free amounts, each with its balance gift, at once or in instalments).
 */
export const topUpRulesCommand: StaffCommand = {
  name: 'top-up-rules',
  args: 'list [--store N] | create <json> | end <id>',
  summary: 'balance top-up rules: fixed or free amounts with their gifts; e.g. top-up-rules list --store 1',
  run([action, ...rest], io) {
    const run =
      action && Object.hasOwn(actions, action) ? actions[action as keyof typeof actions] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
