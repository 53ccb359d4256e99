import type { StaffMemberCouponOut, StaffTemplateOut } from '../../../modules/coupon/index.ts';
import { createAction, listAction, type StaffAction } from '../catalogue-actions.ts';
import { memberOf, positiveInt, readArgs } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const limit = (n: number | null) => (n === null ? '∞' : String(n));

function templateLine(t: StaffTemplateOut): string {
  const where = t.storeId === null ? 'chain' : `store ${t.storeId}`;
  const price = t.price > 0 ? `¥${t.price.toFixed(2)}` : 'free';
  const left = t.total === null ? 'unlimited' : `${t.remaining}/${t.total} left`;
  const limits = `claim ${limit(t.claimLimit)}, buy ${limit(t.buyLimit)} each`;
  const shown = t.showInCentre ? '' : '  (not in the centre)';
  return `#${t.id}  ${t.status.padEnd(6)}  ${t.kind.padEnd(8)}  ${price}  ${left}  ${limits}  ${where}  ${t.name}${shown}`;
}

function couponLine(c: StaffMemberCouponOut): string {
  const until = c.validUntil.slice(0, 16).replace('T', ' ');
  return `#${c.id}  ${c.code}  ${c.state.padEnd(15)}  ${c.source.padEnd(8)}  until ${until}Z  #${c.templateId} ${c.name}`;
}

const actions: Record<string, StaffAction> = {
  list: listAction<StaffTemplateOut>('coupons/templates', 'templates', templateLine, 'No coupon templates.'),
  create: createAction<StaffTemplateOut>('coupons/templates', templateLine, 'template'),
  async end([id, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0) return WRONG_USAGE;
    io.out(templateLine(await io.client.post<StaffTemplateOut>(`coupons/templates/${id}/end`)));
    return 0;
  },
  async issue([target, id, count, ...extra], io) {
    const member = memberOf(target);
    const templateId = positiveInt(id);
    if (!member || templateId === null || extra.length > 0 || (count && positiveInt(count) === null))
      return WRONG_USAGE;
    const body = { ...member, templateId, ...(count ? { count: Number(count) } : {}) };
    const done = await io.client.post<{ memberNo: string; coupons: Array<{ id: number; code: string }> }>(
      'coupons/issue',
      body,
    );
    for (const c of done.coupons) io.out(`Member ${done.memberNo} got coupon #${c.id} (code ${c.code})`);
    return 0;
  },
  async member([target, ...extra], io) {
    const member = memberOf(target);
    if (!member || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.get<{ memberNo: string; coupons: StaffMemberCouponOut[] }>(
      'coupons/member',
      member,
    );
    if (done.coupons.length === 0) io.err(`Member ${done.memberNo} has no coupons.`);
    for (const c of done.coupons) io.out(couponLine(c));
    return 0;
  },
  async use(rest, io) {
    const read = readArgs(rest, ['--store', '--spend']);
    const [code, ...extra] = read?.positionals ?? [];
    const storeId = positiveInt(read?.options['--store']);
    const spendText = read?.options['--spend'];
    const spend = Number(spendText);
    if (!code || storeId === null || extra.length > 0) return WRONG_USAGE;
    if (spendText !== undefined && !(spend > 0)) return WRONG_USAGE;
    const done = await io.client.post<{ id: number; code: string; name: string }>('coupons/use', {
      code,
      storeId,
      ...(spendText === undefined ? {} : { spend }),
    });
    io.out(`Coupon #${done.id} (${done.code}, ${done.name}) is now used`);
    return 0;
  },
  async disable([id, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.post<{ id: number; status: string }>(`coupons/${id}/disable`);
    io.out(`Coupon #${done.id} is now ${done.status}`);
    return 0;
  },
  async codes(rest, io) {
    const read = readArgs(rest, ['--expires']);
    const [id, count, ...extra] = read?.positionals ?? [];
    const templateId = positiveInt(id);
    if (!read || templateId === null || extra.length > 0 || (count && positiveInt(count) === null))
      return WRONG_USAGE;
    const body = {
      templateId,
      ...(count ? { count: Number(count) } : {}),
      ...(read.options['--expires'] ? { expiresAt: read.options['--expires'] } : {}),
    };
    const done = await io.client.post<{ codes: string[] }>('coupons/codes', body);
    for (const code of done.codes) io.out(code);
    return 0;
  },
};

/**
 * `coupons list [--store N]` | `create <file.json | json>` | `end <templateId>` | `issue <phone>[:<memberNo>]
 * <templateId> [count]` | `member <phone>[:<memberNo>]` | `use <code> --store N [--spend yuan]` | `disable <couponId>` |
 * `codes <templateId> [count] [--expires ISO]`: coupon templates, issuing coupons to a member, a member's coupons,
 * using one shown at the counter, withdrawing one, and exchange codes (printed one per line).
 */
export const couponsCommand: StaffCommand = {
  name: 'coupons',
  args: 'list [--store N] | create <json> | end <id> | issue <phone> <id> [n] | member <phone> | use <code> --store N [--spend yuan] | disable <couponId> | codes <id> [n] [--expires ISO]',
  summary:
    'coupon templates, issuing to a member, a member’s coupons, using one at the counter, withdrawing one, exchange codes',
  run([action, ...rest], io) {
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
