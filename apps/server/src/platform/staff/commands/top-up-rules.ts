import type { StaffTopUpRuleOut } from '../../../modules/balance-top-up/index.ts';
import { readArgs, readJsonArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function ruleLine(r: StaffTopUpRuleOut): string {
  const what = r.kind === 'fixed' ? `pay ¥${r.amount.toFixed(2)}` : `any amount from ¥${r.amount.toFixed(2)}`;
  const parts = r.giftInstalments > 1 ? ` in ${r.giftInstalments} parts, one a ${r.giftEvery}` : '';
  const gift = r.giftBalance > 0 ? `  gift ¥${r.giftBalance.toFixed(2)}${parts}` : '  no gift';
  return `#${r.id}  ${r.status.padEnd(6)}  store ${r.storeId}  ${r.kind.padEnd(5)}  ${what}${gift}`;
}

const positiveInt = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

type Action = (rest: string[], io: CommandIo) => Promise<number | typeof WRONG_USAGE>;

const actions: Record<string, Action> = {
  async list(rest, io) {
    const read = readArgs(rest, ['--store']);
    if (!read || read.positionals.length > 0) return WRONG_USAGE;
    const query = read.options['--store'] ? { storeId: read.options['--store'] } : undefined;
    const { rules } = await io.client.get<{ rules: StaffTopUpRuleOut[] }>('balance/top-up-rules', query);
    if (rules.length === 0) io.err('No top-up rules.');
    for (const r of rules) io.out(ruleLine(r));
    return 0;
  },
  async create([source, ...extra], io) {
    if (!source || extra.length > 0) return WRONG_USAGE;
    let body: unknown;
    try {
      body = await readJsonArgument(source);
    } catch (err) {
      io.err(`Cannot read the rule: ${(err as Error).message}`);
      return 1;
    }
    io.out(ruleLine(await io.client.post<StaffTopUpRuleOut>('balance/top-up-rules', body)));
    return 0;
  },
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
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
