import type { StaffAccumulationOut } from '../../../modules/points/index.ts';
import { jsonArgumentOr, UNREADABLE } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function promotionLine(p: StaffAccumulationOut): string {
  const until = p.endsAt.slice(0, 16).replace('T', ' ');
  const reward = p.reward.map((item) => `type ${item.giftType} ×${item.quantity}`).join(', ');
  return `#${p.id}  ${p.status.padEnd(6)}  ${p.targetPoints} points in ${p.windowDays} days  until ${until}Z  reward ${reward}  ${p.name}`;
}

type Action = (rest: string[], io: CommandIo) => Promise<number | typeof WRONG_USAGE>;

const actions: Record<string, Action> = {
  async list(rest, io) {
    if (rest.length > 0) return WRONG_USAGE;
    const { promotions } = await io.client.get<{ promotions: StaffAccumulationOut[] }>('points/accumulation');
    if (promotions.length === 0) io.err('No accumulated-points promotions.');
    for (const p of promotions) io.out(promotionLine(p));
    return 0;
  },
  async create([source, ...extra], io) {
    if (!source || extra.length > 0) return WRONG_USAGE;
    const body = await jsonArgumentOr(source, 'promotion', io.err);
    if (body === UNREADABLE) return 1;
    io.out(promotionLine(await io.client.post<StaffAccumulationOut>('points/accumulation', body)));
    return 0;
  },
  async end([id, ...extra], io) {
    if (!id || !/^\d+$/.test(id) || extra.length > 0) return WRONG_USAGE;
    io.out(promotionLine(await io.client.post<StaffAccumulationOut>(`points/accumulation/${id}/end`)));
    return 0;
  },
};

/**
 * `accumulation list`, `accumulation create <file|json>`, `accumulation end <id>`: the accumulated-points
 * promotions (name, targetPoints, windowDays, reward gift items, endsAt, startsAt optional).
 */
export const accumulationCommand: StaffCommand = {
  name: 'accumulation',
  args: 'list | create <file|json> | end <id>',
  summary: 'accumulated-points promotions; e.g. accumulation create promo.json',
  run([action, ...rest], io) {
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
