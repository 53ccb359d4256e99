import { accountEndpoints, passwordEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type CallContext, Reply, registerEndpoint } from '../../platform/http/endpoints.ts';
import { registerLogin, sendLoginSmsCode } from './login-routes.ts';
import {
  checkPassword,
  ifHasPassword,
  PASSWORD_SMS_PURPOSE,
  setPasswordByOld,
  setPasswordBySecurityCode,
  setPasswordFirstTime,
} from './passwords.ts';
import { PAY_PASSWORD_SMS_PURPOSE } from './pay-password.ts';
import { findLoginInfo, logOff, requirePhone } from './service.ts';
import { requireBoundPhone } from './session-member.ts';
import { sendSmsCode } from './sms-codes.ts';

/**
 * The phone a code goes to: a login code to the phone typed; a password or payment-password code only to the
 * logged-in member's bound phone, so nobody can have such a code sent to a phone of their choosing.
 */
async function codeRecipient(ctx: CallContext, purpose: string, typed: string | undefined): Promise<string> {
  if (purpose !== PASSWORD_SMS_PURPOSE && purpose !== PAY_PASSWORD_SMS_PURPOSE)
    return requirePhone(typed ?? '');
  const { member } = ctx;
  if (!member) throw new AppError('NOT_LOGGED_IN');
  return requireBoundPhone({ ...ctx, member });
}

/** Login by phone and SMS code, the session, the member's user info, log-off and the member password (SPEC §5, §7). */
export function registerAccount(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, accountEndpoints.sendSecurityCode, async (input, ctx) => {
    const purpose = input.purpose ?? 'login';
    if (purpose === 'login') return sendLoginSmsCode(ctx, input);
    const phone = await codeRecipient(ctx, purpose, input.phone);
    const sent = await sendSmsCode(ctx, { phone, purpose, address: ctx.ip });
    return new Reply(sent, '验证码已发送');
  });
  registerLogin(app, deps);
  registerEndpoint(app, deps, accountEndpoints.findLoginInfo, (input, ctx) => findLoginInfo(ctx, input));
  registerEndpoint(app, deps, accountEndpoints.logoff, (_input, ctx) => logOff(ctx));
  registerPasswords(app, deps);
}

function registerPasswords(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, passwordEndpoints.ifHasPassword, (_input, ctx) => ifHasPassword(ctx));
  registerEndpoint(app, deps, passwordEndpoints.setPasswordFirstTime, (input, ctx) =>
    setPasswordFirstTime(ctx, input),
  );
  registerEndpoint(app, deps, passwordEndpoints.checkPassword, (input, ctx) => checkPassword(ctx, input));
  registerEndpoint(app, deps, passwordEndpoints.setPasswordByOld, (input, ctx) =>
    setPasswordByOld(ctx, input),
  );
  registerEndpoint(app, deps, passwordEndpoints.setPasswordBySecurityCode, (input, ctx) =>
    setPasswordBySecurityCode(ctx, input),
  );
}
