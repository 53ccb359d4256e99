import { SMS_CODE_TTL_SECONDS } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { sendCode, withCode } from './verification-codes.ts';

/** The purpose of an emailed login code; email codes serve nothing else yet. */
export const EMAIL_LOGIN_PURPOSE = 'login';

function mailText(code: string): { subject: string; text: string } {
  return {
    subject: '【会员中心】登录验证码',
    text: `您的登录验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿告诉他人。如非本人操作，请忽略本邮件。`,
  };
}

/**
 * Sends a login code to an email address under the same limits as SMS codes (per address per minute and day,
 * per client address, resend countdown); EMAIL_SEND_FAILED when the mail provider fails.
 */
export function sendEmailLoginCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail' | 'log'>,
  req: { email: string; address: string },
): Promise<{ countdownSeconds: number }> {
  return sendCode(
    deps,
    { channel: 'email', recipient: req.email, purpose: EMAIL_LOGIN_PURPOSE, address: req.address },
    {
      keepsDemoCodes: deps.mail.keepsDemoCodes,
      provider: deps.mail.provider,
      deliver: (code) => {
        const mail = mailText(code);
        return deps.mail.send(req.email, mail.subject, mail.text);
      },
    },
    'EMAIL_SEND_FAILED',
  );
}

/** Spends an emailed login code on `then` (see withCode): SMS_CODE_WRONG / SMS_CODE_LOCKED when it is not right. */
export function withEmailLoginCode<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  req: { email: string; code: string },
  then: (tx: Tx) => Promise<T>,
): Promise<T> {
  const to = {
    channel: 'email',
    recipient: req.email,
    purpose: EMAIL_LOGIN_PURPOSE,
    code: req.code,
  } as const;
  return withCode(deps, to, then);
}
