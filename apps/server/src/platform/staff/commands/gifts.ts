import type { StaffEntitlementOut, StaffPackageOut } from '../../../modules/gift/index.ts';
import { createAction, listAction, type StaffAction } from '../catalogue-actions.ts';
import { memberOf, positiveInt } from '../command-args.ts';
import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const limit = (n: number | null) => (n === null ? '∞' : String(n));

function packageLine(p: StaffPackageOut): string {
  const where = p.storeId === null ? 'chain' : `store ${p.storeId}`;
  const money = p.price > 0 ? `¥${p.price.toFixed(2)}` : '';
  const price = [money, p.points > 0 ? `${p.points} pts` : ''].filter(Boolean).join(' + ') || 'free';
  const left = p.total === null ? 'unlimited' : `${p.remaining}/${p.total} left`;
  const sale = p.onSale ? '' : '  (not on sale)';
  return `#${p.id}  ${p.status.padEnd(6)}  ${price}  ${left}  buy ${limit(p.buyLimit)} each  ${p.items} items  ${where}  ${p.name}${sale}`;
}

function entitlementLine(e: StaffEntitlementOut): string {
  return `#${e.id}  ${e.honoured}/${e.quantity} honoured  type ${e.giftType}  ${e.name}  (${e.createdAt.slice(0, 10)})`;
}

const actions: Record<string, StaffAction> = {
  list: listAction<StaffPackageOut>('gifts/packages', 'packages', packageLine, 'No gift packages.'),
  create: createAction<StaffPackageOut>('gifts/packages', packageLine, 'package'),
  async end([id, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0) return WRONG_USAGE;
    io.out(packageLine(await io.client.post<StaffPackageOut>(`gifts/packages/${id}/end`)));
    return 0;
  },
  async grant([target, id, key, ...extra], io) {
    const member = memberOf(target);
    const packageId = positiveInt(id);
    if (!member || packageId === null || extra.length > 0) return WRONG_USAGE;
    const body = { ...member, packageId, ...(key ? { key } : {}) };
    const done = await io.client.post<{ memberNo: string; key: string; delivered: boolean }>(
      'gifts/grant',
      body,
    );
    io.out(
      done.delivered
        ? `Member ${done.memberNo} got package #${packageId} (key ${done.key})`
        : `Member ${done.memberNo} already got package #${packageId} with key ${done.key}: nothing changed`,
    );
    return 0;
  },
  async entitlements([target, ...extra], io) {
    const member = memberOf(target);
    if (!member || extra.length > 0) return WRONG_USAGE;
    const done = await io.client.get<{ memberNo: string; entitlements: StaffEntitlementOut[] }>(
      'gifts/entitlements',
      member,
    );
    if (done.entitlements.length === 0) io.err(`Member ${done.memberNo} has no goods or service gifts.`);
    for (const e of done.entitlements) io.out(entitlementLine(e));
    return 0;
  },
  async honour([id, count, ...extra], io) {
    if (positiveInt(id) === null || extra.length > 0 || (count && positiveInt(count) === null))
      return WRONG_USAGE;
    const body = count ? { count: Number(count) } : {};
    const done = await io.client.post<{ id: number; name: string; quantity: number; honoured: number }>(
      `gifts/entitlements/${id}/honour`,
      body,
    );
    io.out(`Gift #${done.id} (${done.name}): ${done.honoured} of ${done.quantity} honoured`);
    return 0;
  },
};

/**
 * `gifts list [--store N]` | `create <file.json | json>` | `end <packageId>` | `grant <phone>[:<memberNo>]
 * <packageId> [key]` | `entitlements <phone>[:<memberNo>]` | `honour <entitlementId> [count]`: gift packages,
 * granting one to a member (once per key), and the goods and service gifts the store honours at the counter.
 */
export const giftsCommand: StaffCommand = {
  name: 'gifts',
  args: 'list [--store N] | create <json> | end <id> | grant <phone> <packageId> [key] | entitlements <phone> | honour <id> [n]',
  summary: 'gift packages, granting one to a member, honouring a member’s goods and service gifts',
  run([action, ...rest], io) {
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
