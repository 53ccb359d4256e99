import type { PayOptionOut } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconCheck } from '../../../ui/icons.tsx';
import { IconWallet } from '../../../ui/page-icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { IconCard, IconCash, IconChat } from './checkout-icons.tsx';

const known: Record<number, { key: 'balance' | 'cash' | 'payAfter' | 'wechat' | 'alipay'; tone: string }> = {
  [PayCode.balance]: { key: 'balance', tone: 'balance' },
  [PayCode.cash]: { key: 'cash', tone: 'store' },
  [PayCode.payAfter]: { key: 'payAfter', tone: 'store' },
  [PayCode.wechat]: { key: 'wechat', tone: 'wechat' },
  [PayCode.alipay]: { key: 'alipay', tone: 'alipay' },
};

/** An option's name in the shopper's language; the store's own name for third-party methods. */
export function payName(option: Pick<PayOptionOut, 'Code' | 'Name' | 'DisplayName'>, t: Translate): string {
  const entry = known[option.Code];
  return entry ? t(`checkout.payName.${entry.key}`) : option.DisplayName || option.Name;
}

function PayIcon({ code }: { code: number }) {
  if (code === PayCode.balance) return <IconWallet size={20} />;
  if (code === PayCode.cash || code === PayCode.payAfter) return <IconCash size={20} />;
  if (code === PayCode.wechat) return <IconChat size={20} />;
  return <IconCard size={20} />;
}

interface PayOptionsProps {
  options: readonly PayOptionOut[];
  selected: number;
  onSelect: (code: number) => void;
  /** The member's balance (decimals), shown under member balance. */
  balance: number;
  /** The balance is below the total: said under the option, the server would refuse. */
  balanceShort: boolean;
}

/** The store's payment options (SPEC §3) as radio rows; the default selection of SPEC §4 comes in `selected`. */
export function PayOptions({ options, selected, onSelect, balance, balanceShort }: PayOptionsProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  return (
    <fieldset className="pay-options">
      <legend className="visually-hidden">{t('checkout.payMethods')}</legend>
      {options.map((option) => {
        const on = option.Code === selected;
        const isBalance = option.Code === PayCode.balance;
        const tone = known[option.Code]?.tone ?? 'other';
        return (
          <label
            key={option.Code}
            className={`pay-option${on ? ' pay-option--on' : ''}`}
            data-testid={`pay-option-${option.Code}`}
          >
            <input
              className="visually-hidden"
              type="radio"
              name="pay-method"
              value={option.Code}
              checked={on}
              onChange={() => onSelect(option.Code)}
            />
            <span className={`pay-option__icon pay-option__icon--${tone}`}>
              <PayIcon code={option.Code} />
            </span>
            <span className="pay-option__text">
              <span className="pay-option__name">{payName(option, t)}</span>
              {isBalance ? (
                <span className={`pay-option__info${balanceShort && on ? ' pay-option__info--warn' : ''}`}>
                  {t(balanceShort && on ? 'checkout.balanceShort' : 'checkout.balanceInfo', {
                    amount: formatAmount(balance, currency),
                  })}
                </span>
              ) : option.Code === PayCode.cash || option.Code === PayCode.payAfter ? (
                <span className="pay-option__info">{t('checkout.payAtStoreInfo')}</span>
              ) : null}
            </span>
            <span className="pay-option__tick" aria-hidden="true">
              {on ? <IconCheck size={14} /> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
