import type { StaffWechatOut } from '../../../modules/account/index.ts';
import { readArgs } from '../command-args.ts';
import { type CommandIo, type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

function print(io: CommandIo, answer: StaffWechatOut) {
  if (answer.removed !== undefined) {
    io.out(`Member ${answer.memberNo}: ${answer.removed} WeChat user(s) unbound.`);
    return;
  }
  if (answer.bindings.length === 0) {
    io.out(`Member ${answer.memberNo}: no WeChat user bound.`);
    return;
  }
  io.out(`Member ${answer.memberNo}: logged in by WeChat as`);
  for (const b of answer.bindings) {
    io.out(
      `  openid ${b.openidEnd} of ${b.appId}${b.hasUnionId ? ', with unionid' : ''}, bound ${b.boundAt}`,
    );
  }
}

/**
 * `wechat show <phone> [--member-no N]`: the WeChat users a member is logged in by in the mini-program
 * (decision 043); `wechat unbind <phone> [--member-no N]`: removes them (the next WeChat start is a guest).
 */
export const wechatCommand: StaffCommand = {
  name: 'wechat',
  args: 'show|unbind <phone> [--member-no N]',
  summary: 'the WeChat users a member logs in by in the mini-program; unbind removes them',
  async run(args, io) {
    const read = readArgs(args, ['--member-no']);
    if (!read) return WRONG_USAGE;
    const [action, phone, ...rest] = read.positionals;
    if (!phone || rest.length > 0) return WRONG_USAGE;
    const memberNo = read.options['--member-no'];
    const who = { phone, ...(memberNo ? { memberNo } : {}) };
    if (action === 'show') print(io, await io.client.get<StaffWechatOut>('account/wechat', who));
    else if (action === 'unbind')
      print(io, await io.client.post<StaffWechatOut>('account/wechat/unbind', who));
    else return WRONG_USAGE;
    return 0;
  },
};
