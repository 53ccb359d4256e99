import type { InviteRules } from '@shop/domain';
import type { StaffInvitationsOut } from '../../../modules/activity/index.ts';
import { jsonArgumentOr, UNREADABLE } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

type Items = Array<{ giftType: number; quantity: number }>;
const itemsText = (items: Items | undefined) =>
  (items ?? []).map((item) => `type ${item.giftType} ×${item.quantity}`).join(', ') || 'nothing';

function rulesLines(rules: InviteRules | null): string[] {
  if (!rules) return ['Invitations off.'];
  const life = rules.bindDays ? `, bindings last ${rules.bindDays} days` : ', bindings last for good';
  const lines = [`Invitations on: bind mode ${rules.bindMode}${life}`];
  for (const trigger of ['registered', 'first_order'] as const) {
    const r = rules.rewards[trigger];
    lines.push(`  ${trigger}: inviter ${itemsText(r?.inviter)}; friend ${itemsText(r?.friend)}`);
  }
  return lines;
}

type Action = (rest: string[], io: CommandIo) => Promise<number | typeof WRONG_USAGE>;

const actions: Record<string, Action> = {
  async rules(rest, io) {
    if (rest.length > 0) return WRONG_USAGE;
    const { rules } = await io.client.get<{ rules: InviteRules | null }>('invitations/rules');
    for (const line of rulesLines(rules)) io.out(line);
    return 0;
  },
  async set([source, ...extra], io) {
    if (!source || extra.length > 0) return WRONG_USAGE;
    const body = await jsonArgumentOr(source, 'rules', io.err);
    if (body === UNREADABLE) return 1;
    const done = await io.client.put<{ rules: InviteRules | null }>('invitations/rules', { rules: body });
    for (const line of rulesLines(done.rules)) io.out(line);
    return 0;
  },
  async off(rest, io) {
    if (rest.length > 0) return WRONG_USAGE;
    await io.client.put('invitations/rules', { rules: null });
    io.out('Invitations off.');
    return 0;
  },
  async member([target, ...extra], io) {
    if (!target || extra.length > 0) return WRONG_USAGE;
    const [phone, memberNo] = target.split(':');
    if (!phone) return WRONG_USAGE;
    const out = await io.client.get<StaffInvitationsOut>('invitations/member', {
      phone,
      ...(memberNo ? { memberNo } : {}),
    });
    io.out(
      `Member ${out.memberNo}: ${out.inviter ? `invited by #${out.inviter.uid} ${out.inviter.name}` : 'invited by nobody'}`,
    );
    if (out.friends.length === 0) io.out('  No friends invited.');
    for (const f of out.friends)
      io.out(
        `  friend #${f.uid} ${f.name}  ${f.via}  ${f.boundAt.slice(0, 10)}${f.expiresAt ? ` until ${f.expiresAt.slice(0, 10)}` : ''}`,
      );
    for (const r of out.rewards)
      io.out(
        `  reward ${r.trigger} to ${r.beneficiary} (friend #${r.friendId}): ${itemsText(r.items)}  ${r.grantedAt.slice(0, 10)}`,
      );
    return 0;
  },
};

/**
 * `invitations rules`, `invitations set <file|json>`, `invitations off`, `invitations member <phone>[:<memberNo>]`:
 * the chain's invite rules (bindMode first|registration, bindDays, rewards.registered / rewards.first_order with
 * gift items for inviter and friend, description and translations) and a member's invitations.
 */
export const invitationsCommand: StaffCommand = {
  name: 'invitations',
  args: 'rules | set <file|json> | off | member <phone>[:<memberNo>]',
  summary: "invite rules and a member's invitations; e.g. invitations member 13800138000",
  run([action, ...rest], io) {
    const run = action ? actions[action] : undefined;
    return run ? run(rest, io) : Promise.resolve(WRONG_USAGE);
  },
};
