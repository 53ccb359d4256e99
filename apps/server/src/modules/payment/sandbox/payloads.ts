import { fromMinor } from '@shop/domain';
import type { SandboxIntent } from './gateway.ts';
import { randomToken, signFields } from './signing.ts';

/** What the client hands to the wechat-type SDK (SPEC §3). */
export interface WechatPayload {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** What the client hands to the alipay-type SDK (SPEC §3): a signed query string. */
export interface AlipayPayload {
  orderInfo: string;
}

/** The signed wechat-type payload for an intent, fresh timestamp and nonce each time. */
export function wechatPayload(secret: string, intent: SandboxIntent, at: Date): WechatPayload {
  const fields = {
    appId: 'sandbox',
    timeStamp: String(Math.floor(at.getTime() / 1000)),
    nonceStr: randomToken(12),
    package: `prepay_id=${intent.prepayId}`,
    signType: 'HMAC-SHA256',
  };
  return {
    timeStamp: fields.timeStamp,
    nonceStr: fields.nonceStr,
    package: fields.package,
    signType: fields.signType,
    paySign: signFields(secret, fields),
  };
}

/** The signed alipay-type order string for an intent: sorted, URL-encoded fields, then `&sign=`. */
export function alipayPayload(secret: string, intent: SandboxIntent, at: Date): AlipayPayload {
  const fields: Record<string, string> = {
    app_id: 'sandbox',
    out_trade_no: intent.merchantRef,
    prepay_id: intent.prepayId,
    sign_type: 'HMAC-SHA256',
    subject: intent.description,
    timestamp: at.toISOString(),
    total_amount: fromMinor(intent.amount).toFixed(2),
  };
  const query = new URLSearchParams(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  query.append('sign', signFields(secret, fields));
  return { orderInfo: query.toString() };
}
