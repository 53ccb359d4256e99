import type {
  StaffCommunityGroupOut,
  StaffCommunityLeaderOut,
  StaffCommunityPointOut,
} from '../../../modules/marketing/index.ts';
import { jsonArgumentOr, positiveInt, UNREADABLE } from '../command-args.ts';
import { type CommandIo, WRONG_USAGE } from '../staff-command.ts';

const span = (from: string, until: string) => `${from.slice(0, 16)}Z → ${until.slice(0, 16)}Z`;

/** A community group as `activities community` prints it: its windows, minimum and points, then each item. */
export function printCommunityGroup(g: StaffCommunityGroupOut, io: CommandIo): void {
  const minimum = g.minAmount === null ? 'no minimum' : `from ¥${g.minAmount}`;
  io.out(
    `#${g.id}  ${g.status.padEnd(6)}  ${g.name}  (store ${g.storeId}, orders ${span(g.startsAt, g.endsAt)}, ` +
      `pickup ${span(g.pickupFrom, g.pickupUntil)}, ${minimum}, points ${g.leaderIds.map((id) => `#${id}`).join(' ')})`,
  );
  for (const i of g.items) {
    const limit = i.perMemberLimit === null ? '' : `, ${i.perMemberLimit} per member`;
    io.out(
      `    item #${i.id}  ${i.name}  ¥${i.price} → ¥${i.groupPrice}${limit}  ${i.remaining}/${i.stock} left`,
    );
  }
}

/** A leader's pickup point as `activities community leaders` prints it. */
export function printLeader(l: StaffCommunityLeaderOut, io: CommandIo): void {
  const hours = l.hours ? `, ${l.hours}` : '';
  io.out(
    `#${l.id}  ${l.status.padEnd(6)}  ${l.name}  ${l.phone}  (store ${l.storeId}, ${l.address}${hours})`,
  );
}

function printPoint(p: StaffCommunityPointOut, io: CommandIo): void {
  const t = p.totals;
  io.out(`point #${p.leader.id}  ${p.leader.name}  ${p.leader.address}`);
  io.out(`    paid: ${t.orders} orders, ¥${t.amount}, ${t.toHandOver} to hand over`);
  for (const u of t.units) io.out(`    item #${u.itemId}  ${u.name}  × ${u.units}`);
  for (const o of p.orders) {
    const lines = o.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ');
    io.out(`    ${o.orderNo}  ${o.status.padEnd(9)}  ¥${o.amount}  ${o.phone}  ${lines}`);
  }
}

/** `community points <groupId>`: each point's paid totals (units per item, amount) and its orders. */
async function points(id: string | undefined, io: CommandIo) {
  if (positiveInt(id) === null) return WRONG_USAGE;
  const { points } = await io.client.get<{ points: StaffCommunityPointOut[] }>(
    `community-groups/${id}/points`,
  );
  if (points.length === 0) io.err('No pickup points.');
  for (const p of points) printPoint(p, io);
  return 0;
}

/** `community leaders edit <id> <json>`: a point's name, phone, address or hours changed. */
async function editLeader(id: string | undefined, source: string | undefined, io: CommandIo) {
  if (positiveInt(id) === null || source === undefined) return WRONG_USAGE;
  const body = await jsonArgumentOr(source, 'pickup point', io.err);
  if (body === UNREADABLE) return 1;
  printLeader(await io.client.post<StaffCommunityLeaderOut>(`community-leaders/${id}`, body), io);
  return 0;
}

/** The community commands the shared activity ones do not cover: a point's totals and a point's edit; null otherwise. */
export function communityExtra(args: string[], io: CommandIo): Promise<number | typeof WRONG_USAGE> | null {
  const [action, ...rest] = args;
  if (action === 'points' && rest.length === 1) return points(rest[0], io);
  if (action === 'leaders' && rest[0] === 'edit' && rest.length === 3)
    return editLeader(rest[1], rest[2], io);
  return null;
}
