import type { PayOptionOut } from '@shop/contracts';
import { formatMoney, isOnlinePayCode, PayCode, thirdPartyCode } from '@shop/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { PaymentSettings, StoreSettings } from '../store/index.ts';
import { offersOnlineMethod } from './pay-methods.ts';

/** SPEC §3: a store without a payment configuration takes member balance and cash. */
const defaultPayment: PaymentSettings = {
  balance: true,
  cash: true,
  payAfter: false,
  wechat: false,
  alipay: false,
  thirdParty: [],
};

/** The store's payment configuration, or the default. */
export function paymentOf(settings: StoreSettings): PaymentSettings {
  return settings.payment ?? defaultPayment;
}

interface OptionBase {
  Name: string;
  Code: number;
  DisplayName: string;
  Icon: string;
}

/**
 * The enabled options in the order the settlement page lists them (Idx): balance first (SPEC §4 picks it when
 * the member has money), then the online gateways, then paying at the store.
 */
function optionBases(payment: PaymentSettings): OptionBase[] {
  const out: OptionBase[] = [];
  if (payment.balance)
    out.push({ Name: 'balance', Code: PayCode.balance, DisplayName: '会员余额', Icon: 'balance' });
  if (payment.wechat)
    out.push({ Name: 'wechat', Code: PayCode.wechat, DisplayName: '微信支付', Icon: 'wechat' });
  if (payment.alipay)
    out.push({ Name: 'alipay', Code: PayCode.alipay, DisplayName: '支付宝', Icon: 'alipay' });
  payment.thirdParty.forEach((method, i) => {
    out.push({ Name: method.name, Code: thirdPartyCode(i), DisplayName: method.name, Icon: 'thirdparty' });
  });
  if (payment.cash) out.push({ Name: 'cash', Code: PayCode.cash, DisplayName: '到店付款', Icon: 'cash' });
  if (payment.payAfter)
    out.push({ Name: 'payAfter', Code: PayCode.payAfter, DisplayName: '先下单后付款', Icon: 'payafter' });
  return out;
}

/**
 * Paying at the store (cash, pay-after) needs the shopper at the counter; a delivery order never comes there, and
 * no courier collects money, so it is paid when ordered: by balance or online.
 */
function takesPayAtStore(orderMode: string | undefined): boolean {
  return orderMode !== 'package';
}

/** The options a store offers for an order mode (all of them when no mode is given). */
function optionsFor(settings: StoreSettings, orderMode?: string): OptionBase[] {
  const bases = optionBases(paymentOf(settings));
  if (takesPayAtStore(orderMode)) return bases;
  return bases.filter((base) => base.Code !== PayCode.cash && base.Code !== PayCode.payAfter);
}

/** The SPEC §9 codes a store accepts for an order mode. */
export function enabledPayCodes(settings: StoreSettings, orderMode?: string): number[] {
  return optionsFor(settings, orderMode).map((option) => option.Code);
}

/** Refuses a payment code the store does not offer for the order mode (PAY_METHOD_UNCONFIGURED). */
export function requirePayMethod(settings: StoreSettings, code: number, orderMode?: string): void {
  if (!enabledPayCodes(settings, orderMode).includes(code)) throw new AppError('PAY_METHOD_UNCONFIGURED');
}

/**
 * Refuses a method something paid when it is ordered cannot be paid by (a group meal deposit, a paid upgrade):
 * balance as the store offers it, or an online method the store offers; never cash or pay-after.
 */
export function requirePrepayMethod(settings: StoreSettings, code: number): void {
  if (!offersPrepayMethod(settings, code)) throw new AppError('PAY_METHOD_UNCONFIGURED');
}

/** Whether requirePrepayMethod lets the code through (a check that must not throw: the seckill gate's). */
export function offersPrepayMethod(settings: StoreSettings, code: number): boolean {
  if (code === PayCode.balance) return enabledPayCodes(settings).includes(code);
  return isOnlinePayCode(code) && offersOnlineMethod(settings, code);
}

/** GetPayInfo: the SPEC §3 flags and the options for the order mode, the balance one showing the member's balance. */
export function payInfo(settings: StoreSettings, balance: number, currency: string, orderMode?: string) {
  const payment = paymentOf(settings);
  const bases = optionsFor(settings, orderMode);
  const atStore = takesPayAtStore(orderMode);
  if (bases.length === 0) throw new AppError('PAY_METHOD_UNCONFIGURED');
  const payMethods: PayOptionOut[] = bases.map((base, Idx) => ({
    ...base,
    Idx,
    infoStr: base.Code === PayCode.balance ? formatMoney(balance, currency) : '',
  }));
  return {
    EnableCustomerBalancePayMethod: payment.balance,
    EnableCashPayMethod: atStore && payment.cash,
    EnableAfterPayMethod: atStore && payment.payAfter,
    EnableWxPayMethod: payment.wechat,
    EnableAliPayMethod: payment.alipay,
    EnableThirdPartyPayMethod: payment.thirdParty.length > 0,
    ThirdPartyPayMethods: payment.thirdParty.map((method, i) => ({
      Name: method.name,
      Code: thirdPartyCode(i),
    })),
    // The client checks the shopper's Alipay authorisation only where Alipay is offered.
    needCheckAilPay: payment.alipay,
    payMethods,
  };
}
