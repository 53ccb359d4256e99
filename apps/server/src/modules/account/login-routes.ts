import { accountEndpoints, loginEndpoints } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { type CallContext, Reply, registerEndpoint } from '../../platform/http/endpoints.ts';
import { autoSignByPhone } from './auto-phone-login.ts';
import { sendEmailCode, signInByEmail } from './email-login.ts';
import { requireAgreement, requireLoginWay } from './login-gate.ts';
import { signInByPassword } from './password-login.ts';
import { requirePhone, signIn } from './service.ts';
import { issueSliderChallenge, spendSliderToken, verifySliderDrag } from './slider.ts';
import { sendSmsCode } from './sms-codes.ts';

/**
 * SendSecurityCodeCode for a login code. Every login call checks in this order, writing nothing on a refusal until
 * the slider token: the store offers the way in (FEATURE_DISABLED), the fields are well-formed, the agreement is
 * ticked (AGREEMENT_REQUIRED). Then the slider token is spent (a send refused by a
 * limit has used it too: a token buys one try), then the code is sent.
 */
export async function sendLoginSmsCode(
  ctx: CallContext,
  input: { phone?: string | undefined; sliderToken?: string | undefined; agreed?: boolean | undefined },
): Promise<Reply<{ countdownSeconds: number }>> {
  await requireLoginWay(ctx, 'sms');
  const phone = requirePhone(input.phone ?? '');
  requireAgreement(input.agreed);
  await spendSliderToken(ctx, input.sliderToken);
  const sent = await sendSmsCode(ctx, { phone, purpose: 'login', address: ctx.ip });
  return new Reply(sent, '验证码已发送');
}

/** The slider check and every way in beyond SMS (SPEC §5, §7 customeraccount/); signin gets its checks here too. */
export function registerLogin(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, loginEndpoints.sliderChallenge, (_input, ctx) => issueSliderChallenge(ctx));
  registerEndpoint(app, deps, loginEndpoints.sliderVerify, (input, ctx) => verifySliderDrag(ctx, input));
  registerEndpoint(app, deps, accountEndpoints.signin, async (input, ctx) => {
    await requireLoginWay(ctx, 'sms');
    return signIn(ctx, input);
  });
  registerEndpoint(app, deps, loginEndpoints.signInByPassword, async (input, ctx) => {
    await requireLoginWay(ctx, 'password');
    return signInByPassword(ctx, input);
  });
  registerEndpoint(app, deps, loginEndpoints.emailSecurityCode, async (input, ctx) => {
    await requireLoginWay(ctx, 'email');
    return new Reply(await sendEmailCode(ctx, input), '验证码已发送');
  });
  registerEndpoint(app, deps, loginEndpoints.signInByEmail, async (input, ctx) => {
    await requireLoginWay(ctx, 'email');
    return signInByEmail(ctx, input);
  });
  registerEndpoint(app, deps, loginEndpoints.autoSignByPhone, async (input, ctx) => {
    await requireLoginWay(ctx, 'autoPhone');
    return autoSignByPhone(ctx, input);
  });
}
