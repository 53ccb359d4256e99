import type {
  StaffBargainOut,
  StaffBlindBoxOut,
  StaffCommunityGroupOut,
  StaffCommunityLeaderOut,
  StaffGroupBuyOut,
  StaffPresaleOut,
  StaffSeckillOut,
} from '../../../modules/marketing/index.ts';
import { readArgs, readJsonArgument } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';
import { communityExtra, printCommunityGroup, printLeader } from './activities-community.ts';

const span = (a: { startsAt: string; endsAt: string }) =>
  `${a.startsAt.slice(0, 16)}Z → ${a.endsAt.slice(0, 16)}Z`;

function printSeries(s: StaffBlindBoxOut, io: CommandIo): void {
  const where = s.storeId === null ? 'every store' : `store ${s.storeId}`;
  const left = s.items.reduce((sum, i) => sum + i.remaining, 0);
  const guarantee = s.guaranteeAfter === null ? 'no guarantee' : `prize after ${s.guaranteeAfter}`;
  io.out(
    `#${s.id}  ${s.status.padEnd(6)}  ${s.name}  ¥${s.price}  (${where}, ${span(s)}, ${guarantee})  ${left} left`,
  );
  for (const i of s.items)
    io.out(`    item #${i.id}  ${i.name}${i.prize ? '  [prize]' : ''}  ${i.remaining}/${i.total}`);
}

function printBargain(b: StaffBargainOut, io: CommandIo): void {
  const cuts = `${b.helpers} helpers, cuts ¥${b.minCut}–¥${b.maxCut}`;
  io.out(
    `#${b.id}  ${b.status.padEnd(6)}  ${b.name}  ¥${b.price} → ¥${b.floor}  (store ${b.storeId}, ${span(b)}, ` +
      `${cuts}, ${b.lastsMinutes} min each)  ${b.started} started, ${b.bought} bought`,
  );
}

function printGroupBuy(g: StaffGroupBuyOut, io: CommandIo): void {
  const fill = g.fillOnExpiry ? 'store fills at the limit' : 'refunded at the limit';
  const groups = Object.entries(g.groups)
    .map(([status, n]) => `${n} ${status.replace('_', ' ')}`)
    .join(', ');
  io.out(
    `#${g.id}  ${g.status.padEnd(6)}  ${g.name}  ¥${g.price} → ¥${g.groupPrice} for ${g.size}  (store ${g.storeId}, ` +
      `${span(g)}, ${g.limitMinutes} min to fill, ${fill})  groups: ${groups}`,
  );
}

function printSeckill(k: StaffSeckillOut, io: CommandIo): void {
  const limits = [
    k.perOrderLimit === null ? null : `${k.perOrderLimit} per order`,
    k.perMemberLimit === null ? null : `${k.perMemberLimit} per member`,
  ].filter((x) => x !== null);
  io.out(
    `#${k.id}  ${k.status.padEnd(6)}  ${k.name}  ¥${k.price} → ¥${k.seckillPrice}  (store ${k.storeId}, ${span(k)}, ` +
      `${limits.length ? limits.join(', ') : 'no limits'})  ${k.remaining}/${k.stock} left`,
  );
}

function printPresale(p: StaffPresaleOut, io: CommandIo): void {
  const windows = `deposit ${span({ startsAt: p.depositStartsAt, endsAt: p.depositEndsAt })}, rest ${span({ startsAt: p.finalStartsAt, endsAt: p.finalEndsAt })}`;
  io.out(
    `#${p.id}  ${p.status.padEnd(6)}  ${p.name}  ¥${p.price}, deposit ¥${p.deposit} counts ¥${p.depositWorth}  ` +
      `(store ${p.storeId}, ${windows}, ships ${p.shipsOn}, a lapsed deposit ${p.lapsedDeposit === 'forfeit' ? 'kept' : 'refunded'})`,
  );
}

/** One kind of activity as the command handles it: its staff API path, its list's key, how a row prints. */
interface ActivityKind<T> {
  path: string;
  listKey: string;
  none: string;
  print(row: T, io: CommandIo): void;
}

const blindBoxKind: ActivityKind<StaffBlindBoxOut> = {
  path: 'blind-boxes',
  listKey: 'series',
  none: 'No blind box series.',
  print: printSeries,
};

const bargainKind: ActivityKind<StaffBargainOut> = {
  path: 'bargains',
  listKey: 'activities',
  none: 'No bargain activities.',
  print: printBargain,
};

const groupBuyKind: ActivityKind<StaffGroupBuyOut> = {
  path: 'group-buys',
  listKey: 'activities',
  none: 'No group buys.',
  print: printGroupBuy,
};

const seckillKind: ActivityKind<StaffSeckillOut> = {
  path: 'seckills',
  listKey: 'sessions',
  none: 'No seckill sessions.',
  print: printSeckill,
};

const presaleKind: ActivityKind<StaffPresaleOut> = {
  path: 'presales',
  listKey: 'presales',
  none: 'No pre-sales.',
  print: printPresale,
};

const communityKind: ActivityKind<StaffCommunityGroupOut> = {
  path: 'community-groups',
  listKey: 'groups',
  none: 'No community groups.',
  print: printCommunityGroup,
};

const leaderKind: ActivityKind<StaffCommunityLeaderOut> = {
  path: 'community-leaders',
  listKey: 'leaders',
  none: 'No pickup points.',
  print: printLeader,
};

/** `community [leaders] …`: the groups as every kind, the leaders' points too, a point's edit and a group's totals. */
function runCommunity(args: string[], io: CommandIo) {
  const extra = communityExtra(args, io);
  if (extra) return extra;
  if (args[0] === 'leaders') return run(leaderKind, args.slice(1), io);
  const handing = args[0] === 'hand-over' && args.length === 2 && /^\d+$/.test(args[1]!);
  return handing ? handOver('community-groups', args[1]!, io) : run(communityKind, args, io);
}

/** `<group-buy | seckill | presale | community> hand-over <orderNo>`: an order collected at the counter (a group's once it formed). */
async function handOver(path: string, orderNo: string, io: CommandIo) {
  const done = await io.client.post<{ orderNo: string; status: string }>(
    `${path}/orders/${orderNo}/hand-over`,
  );
  io.out(`${done.orderNo}  ${done.status}`);
  return 0;
}

async function list<T>(kind: ActivityKind<T>, args: string[], io: CommandIo) {
  const read = readArgs(args, ['--store', '--status']);
  if (!read || read.positionals.length > 0) return WRONG_USAGE;
  const query: Record<string, string> = {};
  if (read.options['--store']) query.storeId = read.options['--store'];
  if (read.options['--status']) query.status = read.options['--status'];
  const rows = (await io.client.get<Record<string, T[]>>(kind.path, query))[kind.listKey] ?? [];
  if (rows.length === 0) io.err(kind.none);
  for (const row of rows) kind.print(row, io);
  return 0;
}

async function create<T>(kind: ActivityKind<T>, source: string, io: CommandIo) {
  let body: unknown;
  try {
    body = await readJsonArgument(source);
  } catch (err) {
    io.err(`Cannot read the activity: ${(err as Error).message}`);
    return 1;
  }
  kind.print(await io.client.post<T>(kind.path, body), io);
  return 0;
}

/** `<kind> [list [--store N] [--status S] | create <file.json | json> | end <id>]`. */
async function run<T>(kind: ActivityKind<T>, args: string[], io: CommandIo) {
  const [action, ...rest] = args;
  if (action === undefined || action === 'list' || action.startsWith('--'))
    return list(kind, action === 'list' ? rest : args, io);
  if (action === 'create' && rest.length === 1) return create(kind, rest[0]!, io);
  if (action === 'end' && rest.length === 1 && /^\d+$/.test(rest[0]!)) {
    kind.print(await io.client.post<T>(`${kind.path}/${rest[0]}/end`), io);
    return 0;
  }
  return WRONG_USAGE;
}

/**
 * The marketing activities (issue 30), money in decimals. `activities blind-box create` takes {"storeId":1001,
 * "name":"Tea cups","price":15,"startsAt":"2026-12-01T00:00:00Z","endsAt":"2027-01-01T00:00:00Z",
 * "guaranteeAfter":5,"items":[{"name":"Rose cup","stock":20},{"name":"Gold cup","stock":2,"prize":true}]};
 * `activities bargain create` takes {"storeId":1001,"productId":5,"name":"Cream cake","price":88,"floor":58,
 * "helpers":3,"minCut":5,"maxCut":15,"startsAt":…,"endsAt":…,"lastsMinutes":1440}; `activities group-buy create`
 * takes {"storeId":1001,"name":"Mango mousse for two","price":29,"groupPrice":19,"size":2,"limitMinutes":1440,
 * "fillOnExpiry":false,"startsAt":…,"endsAt":…}; `activities seckill create` takes {"storeId":1001,"name":"Egg tarts",
 * "price":9,"seckillPrice":5,"stock":50,"perOrderLimit":2,"perMemberLimit":2,"startsAt":…,"endsAt":…};
 * `activities community leaders create` takes {"storeId":1001,"name":"Aunt Li","phone":"13800138000","address":
 * "Building 3","hours":"Sat 9–12"} and `activities community create` {"storeId":1001,"name":"Weekend bread box",
 * "startsAt":…,"endsAt":…,"pickupFrom":…,"pickupUntil":…,"minAmount":null,"leaderIds":[1],"items":[{"name":
 * "Sourdough loaf","price":28,"groupPrice":22,"stock":40,"perMemberLimit":2}]}.
 */
export const activitiesCommand: StaffCommand = {
  name: 'activities',
  args: '<blind-box | bargain | group-buy | seckill | presale | community | community leaders> [list [--store N] [--status S] | create <file.json | json> | end <id>] | <group-buy | seckill | presale | community> hand-over <orderNo> | community points <groupId> | community leaders edit <id> <json>',
  summary:
    'marketing activities: list, create or end blind box series, bargains, group buys (end revokes its open groups, refunded), seckill sessions, pre-sales, community groups and their leaders\' pickup points, hand a formed group\'s, a paid seckill, a paid pre-sale rest or a paid community order over, a community group\'s orders and totals per point; e.g. activities bargain create \'{"storeId":1001,"name":"Cream cake","price":88,"floor":58,"helpers":3,"minCut":5,"maxCut":15,"startsAt":"2026-12-01T00:00:00Z","endsAt":"2027-01-01T00:00:00Z","lastsMinutes":1440}\'',
  async run(args, io) {
    const [kind, ...rest] = args;
    if (kind === 'blind-box') return run(blindBoxKind, rest, io);
    if (kind === 'bargain') return run(bargainKind, rest, io);
    const handing = rest[0] === 'hand-over' && rest.length === 2 && /^\d+$/.test(rest[1]!);
    if (kind === 'group-buy')
      return handing ? handOver('group-buys', rest[1]!, io) : run(groupBuyKind, rest, io);
    if (kind === 'seckill') return handing ? handOver('seckills', rest[1]!, io) : run(seckillKind, rest, io);
    if (kind === 'presale') return handing ? handOver('presales', rest[1]!, io) : run(presaleKind, rest, io);
    if (kind === 'community') return runCommunity(rest, io);
    return WRONG_USAGE;
  },
};
