import { accountEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { Reply, registerEndpoint } from '../../platform/http/endpoints.ts';
import { findLoginInfo, logOff, requirePhone, signIn } from './service.ts';
import { sendSmsCode } from './sms-codes.ts';

/** Login by phone and SMS code, the session, the member's user info and log-off (SPEC §5, §7). */
export function registerAccount(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, accountEndpoints.sendSecurityCode, async (input, ctx) => {
    const phone = requirePhone(input.phone ?? '');
    const sent = await sendSmsCode(ctx, { phone, purpose: input.purpose ?? 'login', address: ctx.ip });
    return new Reply(sent, '验证码已发送');
  });
  registerEndpoint(app, deps, accountEndpoints.signin, (input, ctx) => signIn(ctx, input));
  registerEndpoint(app, deps, accountEndpoints.findLoginInfo, (input, ctx) => findLoginInfo(ctx, input));
  registerEndpoint(app, deps, accountEndpoints.logoff, (_input, ctx) => logOff(ctx));
}
