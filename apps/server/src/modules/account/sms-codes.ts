import { SMS_CODE_TTL_SECONDS } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { lockRecipient, sendCode, withCode } from './verification-codes.ts';

/** Serialises all sends and sign-ins of one phone until the transaction ends (see lockRecipient). */
export function lockPhone(tx: Tx, phone: string): Promise<void> {
  return lockRecipient(tx, 'sms', phone);
}

function messageText(purpose: string, code: string): string {
  // The text names what the code is for, so a member who did not ask for a password reset notices.
  const what = purpose === 'password' ? '重置密码验证码' : '登录验证码';
  return `【会员中心】您的${what}为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿告诉他人。`;
}

/** Sends a new SMS code if the limits allow it (SPEC §5); SMS_SEND_FAILED when the provider fails. */
export function sendSmsCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms' | 'log'>,
  req: { phone: string; purpose: string; address: string },
): Promise<{ countdownSeconds: number }> {
  return sendCode(
    deps,
    { channel: 'sms', recipient: req.phone, purpose: req.purpose, address: req.address },
    {
      keepsDemoCodes: deps.sms.keepsDemoCodes,
      provider: deps.sms.provider,
      deliver: (code) => deps.sms.send(req.phone, messageText(req.purpose, code)),
    },
    'SMS_SEND_FAILED',
  );
}

/** Spends an SMS code of a phone on `then` (see withCode): SMS_CODE_WRONG / SMS_CODE_LOCKED when it is not right. */
export function withSmsCode<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  req: { phone: string; purpose: string; code: string },
  then: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withCode(deps, { channel: 'sms', recipient: req.phone, purpose: req.purpose, code: req.code }, then);
}
