import { isThirdPartyCode, PayCode, thirdPartyCode } from '@shop/domain';
import type { StoreSettings } from '../../db/schema/store.ts';

/** Which start call a method belongs to (SPEC §7): ThirdPartWxPay for 900+, wxpay for wechat and alipay. */
export type StartCall = 'wxpay' | 'thirdParty';

/** Whether this start call takes the method at all. */
export function callTakes(call: StartCall, code: number): boolean {
  return call === 'thirdParty' ? isThirdPartyCode(code) : code === PayCode.wechat || code === PayCode.alipay;
}

/** Whether the store offers this online method (SPEC §3 payment configuration flags). */
export function offersOnlineMethod(settings: StoreSettings, code: number): boolean {
  const pay = settings.payment;
  if (!pay) return false;
  if (code === PayCode.wechat) return pay.wechat;
  if (code === PayCode.alipay) return pay.alipay;
  return isThirdPartyCode(code) && pay.thirdParty.some((_, i) => thirdPartyCode(i) === code);
}
