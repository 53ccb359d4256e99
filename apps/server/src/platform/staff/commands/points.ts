import type { StaffCheckinRuleOut } from '../../../modules/points/index.ts';
import { jsonArgumentOr, UNREADABLE } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

const wholeNumber = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/**
 * `points <phone>[:<memberNo>] <delta> [note]`: a manual edit of a member's points (SPEC §3 'manual edit'),
 * written to the ledger. The member number is needed only when the phone holds several accounts.
 */
export const pointsCommand: StaffCommand = {
  name: 'points',
  args: '<phone>[:<memberNo>] <delta> [note]',
  summary: "add to (or, negative, take from) a member's points; e.g. points 13800138000 200 birthday",
  async run(args, io) {
    const [target, deltaText, ...noteWords] = args;
    const [phone, memberNo] = (target ?? '').split(':');
    if (!phone || !deltaText || !/^-?\d+$/.test(deltaText) || Number(deltaText) === 0) return WRONG_USAGE;
    const done = await io.client.post<{ memberNo: string; points: number }>('members/points', {
      phone,
      memberNo: memberNo || undefined,
      delta: Number(deltaText),
      note: noteWords.join(' ') || undefined,
    });
    io.out(`Member ${done.memberNo} (${phone}) now has ${done.points} points`);
    return 0;
  },
};

function ruleLine(rule: StaffCheckinRuleOut | null): string {
  if (!rule) return 'No check-in rule: members cannot check in.';
  const state = rule.enabled ? 'on' : 'off';
  const streak =
    rule.cycleDays > 0 ? `, +${rule.cycleRewardPoints} every ${rule.cycleDays} days in a row` : '';
  return `Check-in ${state}: ${rule.firstDayPoints} on day one, +${rule.dailyIncrement} a day up to ${rule.capPoints}${streak}`;
}

async function setRule(io: CommandIo, numbers: number[], enabled: boolean) {
  const [firstDayPoints, dailyIncrement, capPoints, cycleDays = 0, cycleRewardPoints = 0] = numbers;
  const body = { enabled, firstDayPoints, dailyIncrement, capPoints, cycleDays, cycleRewardPoints };
  const done = await io.client.put<{ rule: StaffCheckinRuleOut }>('points/checkin-rule', body);
  io.out(ruleLine(done.rule));
  return 0;
}

/**
 * `checkin [show]`, `checkin set <first> <increment> <cap> [<cycleDays> <cycleReward>]`, `checkin off`: the chain's
 * daily check-in rule (SPEC §3 check-in settings).
 */
export const checkinCommand: StaffCommand = {
  name: 'checkin',
  args: '[show] | set <first> <increment> <cap> [<cycleDays> <cycleReward>] | off',
  summary: 'show or set the daily check-in rule; e.g. checkin set 5 2 15 7 30',
  async run([action = 'show', ...rest], io) {
    const current = async () =>
      (await io.client.get<{ rule: StaffCheckinRuleOut | null }>('points/checkin-rule')).rule;
    if (action === 'show' && rest.length === 0) {
      io.out(ruleLine(await current()));
      return 0;
    }
    if (action === 'off' && rest.length === 0) {
      const rule = await current();
      if (!rule) {
        io.out(ruleLine(null));
        return 0;
      }
      return setRule(
        io,
        [rule.firstDayPoints, rule.dailyIncrement, rule.capPoints, rule.cycleDays, rule.cycleRewardPoints],
        false,
      );
    }
    const numbers = rest.map(wholeNumber);
    if (action !== 'set' || (numbers.length !== 3 && numbers.length !== 5) || numbers.includes(null)) {
      return WRONG_USAGE;
    }
    return setRule(io, numbers as number[], true);
  },
};

/** A reward's gift items in a line: "50 points", "type 2 ×1". */
function rewardLine(reward: Array<{ giftType: number; quantity: number }>): string {
  if (reward.length === 0) return 'No new-member reward.';
  const items = reward.map((i) =>
    i.giftType === 1 ? `${i.quantity} points` : `type ${i.giftType} ×${i.quantity}`,
  );
  return `New-member reward: ${items.join(', ')}`;
}

/**
 * `welcome-reward [show]`, `welcome-reward set <file|json>` (a list of gift items), `welcome-reward off`: what every
 * member gets once on joining (SPEC §3 'new-member reward').
 */
export const welcomeRewardCommand: StaffCommand = {
  name: 'welcome-reward',
  args: '[show] | set <file|json> | off',
  summary: 'the new-member reward; e.g. welcome-reward set \'[{"giftType":1,"quantity":50}]\'',
  async run([action = 'show', ...rest], io) {
    type Answer = { reward: Array<{ giftType: number; quantity: number }> };
    if (action === 'show' && rest.length === 0) {
      io.out(rewardLine((await io.client.get<Answer>('points/new-member-reward')).reward));
      return 0;
    }
    if (action === 'off' && rest.length === 0) {
      io.out(rewardLine((await io.client.put<Answer>('points/new-member-reward', { reward: [] })).reward));
      return 0;
    }
    if (action !== 'set' || rest.length !== 1) return WRONG_USAGE;
    const reward = await jsonArgumentOr(rest[0]!, 'reward', io.err);
    if (reward === UNREADABLE) return 1;
    io.out(rewardLine((await io.client.put<Answer>('points/new-member-reward', { reward })).reward));
    return 0;
  },
};
