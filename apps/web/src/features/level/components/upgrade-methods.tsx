import type { PayOptionOut } from '@shop/contracts';
import { isOnlinePayCode, PayCode } from '@shop/domain';
import { useContext, useId } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconCheck } from '../../../ui/icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';

const names: Record<number, 'balance' | 'wechat' | 'alipay'> = {
  [PayCode.balance]: 'balance',
  [PayCode.wechat]: 'wechat',
  [PayCode.alipay]: 'alipay',
};

/** The store's options an upgrade can be paid by: member balance and the online gateways (not at the store). */
export function upgradeMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/** An option's name in the member's language; the store's own name for third-party gateways. */
export function methodName(
  option: Pick<PayOptionOut, 'Code' | 'Name' | 'DisplayName'>,
  t: Translate,
): string {
  const key = names[option.Code];
  return key ? t(`checkout.payName.${key}`) : option.DisplayName || option.Name;
}

interface UpgradeMethodsProps {
  options: readonly PayOptionOut[];
  selected: number | null;
  onSelect: (code: number) => void;
  /** The member's balance (decimals) and whether it covers the price. */
  balance: number;
  balanceShort: boolean;
}

/** How to pay for the upgrade, as radio rows: balance (with what it holds) and the online methods. */
export function UpgradeMethods({ options, selected, onSelect, balance, balanceShort }: UpgradeMethodsProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const titleId = useId();
  return (
    <>
      <h2 className="level-section__title" id={titleId}>
        {t('level.payWith')}
      </h2>
      <fieldset className="upgrade-methods" aria-labelledby={titleId}>
        {options.map((option) => {
          const on = option.Code === selected;
          const isBalance = option.Code === PayCode.balance;
          return (
            <label
              key={option.Code}
              className={`upgrade-method${on ? ' upgrade-method--on' : ''}`}
              data-testid={`upgrade-method-${option.Code}`}
            >
              <input
                className="visually-hidden"
                type="radio"
                name="upgrade-method"
                value={option.Code}
                checked={on}
                onChange={() => onSelect(option.Code)}
              />
              <span className="upgrade-method__text">
                <span className="upgrade-method__name">{methodName(option, t)}</span>
                {isBalance ? (
                  <span
                    className={`upgrade-method__info${balanceShort ? ' upgrade-method__info--warn' : ''}`}
                  >
                    {t(balanceShort ? 'level.balanceShort' : 'checkout.balanceInfo', {
                      amount: formatAmount(balance, currency),
                    })}
                  </span>
                ) : null}
              </span>
              <span className="upgrade-method__tick" aria-hidden="true">
                {on ? <IconCheck size={14} /> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </>
  );
}
