import type { PayOptionOut } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { IconCheck } from '../../../ui/icons.tsx';
import { IconWallet } from '../../../ui/page-icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { IconCard, IconCash, IconChat } from './pay-icons.tsx';
import './pay-method-picker.css';

const known: Record<number, { key: 'balance' | 'cash' | 'payAfter' | 'wechat' | 'alipay'; tone: string }> = {
  [PayCode.balance]: { key: 'balance', tone: 'balance' },
  [PayCode.cash]: { key: 'cash', tone: 'store' },
  [PayCode.payAfter]: { key: 'payAfter', tone: 'store' },
  [PayCode.wechat]: { key: 'wechat', tone: 'wechat' },
  [PayCode.alipay]: { key: 'alipay', tone: 'alipay' },
};

/**
 * Third-party gateways the app knows by brand, under the names a store may give them (in any of its languages,
 * lower-cased, without spaces): their name is translated like the built-in methods'.
 */
const knownGateways: Record<string, 'unionpay'> = {
  unionpay: 'unionpay',
  银联: 'unionpay',
  銀聯: 'unionpay',
  银联支付: 'unionpay',
  銀聯支付: 'unionpay',
};

/** A method's name in the shopper's language; the store's own name for a third-party method the app does not know. */
export function payName(option: Pick<PayOptionOut, 'Code' | 'Name' | 'DisplayName'>, t: Translate): string {
  const entry = known[option.Code];
  if (entry) return t(`payment.methodName.${entry.key}`);
  const own = option.DisplayName || option.Name;
  const gateway = knownGateways[own.toLowerCase().replace(/\s+/g, '')];
  return gateway ? t(`payment.methodName.${gateway}`) : own;
}

function PayIcon({ code }: { code: number }) {
  if (code === PayCode.balance) return <IconWallet size={20} />;
  if (code === PayCode.cash || code === PayCode.payAfter) return <IconCash size={20} />;
  if (code === PayCode.wechat) return <IconChat size={20} />;
  return <IconCard size={20} />;
}

/** What the member balance row says under its name. */
export interface BalanceNote {
  /** The member's balance (decimals). */
  amount: number;
  /** The balance does not cover what is paid for (the server would refuse): said in `shortNote`'s words. */
  short: boolean;
  /** The message for a short balance, given the `amount`: what it falls short of (the order, the upgrade). */
  shortNote: MessageKey;
}

interface PayMethodPickerProps {
  options: readonly PayOptionOut[];
  selected: number | null;
  onSelect: (code: number) => void;
  balance: BalanceNote;
  /** The id of the heading that names the choice. */
  labelledBy: string;
  /** The radios' name, and their test ids' prefix (`pay-option-2`). */
  name: string;
  /** rows: a list with each method's icon (the settlement); cards: bordered choices (the paid upgrade). */
  look: 'rows' | 'cards';
}

/**
 * How to pay, as radio rows: the options the store offers (SPEC §3) and the caller allows, the balance with what
 * it holds under member balance, 'pay at the counter' under cash and pay-after. The default selection (SPEC §4)
 * comes in `selected`.
 */
export function PayMethodPicker({
  options,
  selected,
  onSelect,
  balance,
  labelledBy,
  name,
  look,
}: PayMethodPickerProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  return (
    <fieldset className={`pay-methods pay-methods--${look}`} aria-labelledby={labelledBy}>
      {options.map((option) => {
        const on = option.Code === selected;
        const tone = known[option.Code]?.tone ?? 'other';
        return (
          <label
            key={option.Code}
            className={`pay-method${on ? ' pay-method--on' : ''}`}
            data-testid={`${name}-${option.Code}`}
          >
            <input
              className="visually-hidden"
              type="radio"
              name={name}
              value={option.Code}
              checked={on}
              onChange={() => onSelect(option.Code)}
            />
            {look === 'rows' ? (
              <span className={`pay-method__icon pay-method__icon--${tone}`}>
                <PayIcon code={option.Code} />
              </span>
            ) : null}
            <span className="pay-method__text">
              <span className="pay-method__name">{payName(option, t)}</span>
              {option.Code === PayCode.balance ? (
                <span className={`pay-method__info${balance.short ? ' pay-method__info--warn' : ''}`}>
                  {t(balance.short ? balance.shortNote : 'payment.balanceInfo', {
                    amount: formatAmount(balance.amount, currency),
                  })}
                </span>
              ) : option.Code === PayCode.cash || option.Code === PayCode.payAfter ? (
                <span className="pay-method__info">{t('payment.payAtStoreInfo')}</span>
              ) : null}
            </span>
            <span className="pay-method__tick" aria-hidden="true">
              {on ? <IconCheck size={14} /> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
