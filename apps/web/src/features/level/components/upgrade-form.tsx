import type { LevelOut, PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PaymentKeypad, usePayInfo } from '../../payment/index.ts';
import { useUpgrade } from '../state/use-upgrade.ts';
import { benefitLines } from './benefit-lines.ts';
import { IconBenefit } from './level-icons.tsx';

/** The store's options an upgrade can be paid by: member balance and the online gateways (not at the store). */
export function upgradeMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/** A level the member can buy, as a radio card: name, price, how long it lasts and its first benefits. */
function LevelChoice({ level, on, onPick }: { level: LevelOut; on: boolean; onPick: () => void }) {
  const t = useT();
  return (
    <label
      className={`upgrade-choice${on ? ' upgrade-choice--on' : ''}`}
      data-testid={`upgrade-choice-${level.code}`}
    >
      <input className="visually-hidden" type="radio" name="upgrade-level" checked={on} onChange={onPick} />
      <span className="upgrade-choice__head">
        <span className="upgrade-choice__name">{level.name}</span>
        <Price minor={toMinor(level.price ?? 0)} size="md" />
      </span>
      <span className="upgrade-choice__term">
        {level.validDays !== null ? t('level.validDays', { days: level.validDays }) : t('level.permanent')}
      </span>
      <span className="upgrade-choice__benefits">
        {benefitLines(level, t)
          .slice(0, 3)
          .map((line) => (
            <span key={line}>
              <IconBenefit size={12} />
              {line}
            </span>
          ))}
      </span>
    </label>
  );
}

interface UpgradeFormProps {
  /** The levels on offer: purchasable and above the member's (one, fixed, on the invite page). */
  levels: readonly LevelOut[];
  /** The member whose link brought this one (the invite page, which shows its one level itself). */
  inviterUid?: number;
}

/**
 * The paid upgrade (SPEC §5): pick a level, pick balance or an online method the store offers, pay. Balance asks
 * for the payment password first when the member has one (the keypad); online goes to the gateway page.
 */
export function UpgradeForm({ levels, inviterUid }: UpgradeFormProps) {
  const t = useT();
  const ids = useId();
  const payInfo = usePayInfo('takeout', true);
  const login = useLoginInfo(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [method, setMethod] = useState<number | null>(null);
  const upgrade = useUpgrade({ needPayPassword: payInfo.data?.needPayPassword === true });

  const level = levels.find((l) => l.id === picked) ?? levels[0] ?? null;
  const options = upgradeMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const price = toMinor(level?.price ?? 0);
  const balanceShort = toMinor(balance) < price;
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: level?.price ?? 0 });
  const chosen = options.find((o) => o.Code === code) ?? null;

  if (levels.length === 0) return <EmptyState title={t('level.nothingToBuy')} />;
  if (payInfo.isPending) return <Skeleton height={120} radius={12} />;
  return (
    <form
      className="upgrade-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (level && chosen)
          upgrade.pay({ categoryId: level.id, payMethod: chosen.Code, amount: price, inviterUid });
      }}
      data-testid="upgrade-form"
    >
      {inviterUid === undefined ? (
        <>
          <h2 className="level-section__title" id={`${ids}-levels`}>
            {t('level.chooseLevel')}
          </h2>
          <fieldset className="upgrade-choices" aria-labelledby={`${ids}-levels`}>
            {levels.map((l) => (
              <LevelChoice key={l.id} level={l} on={l.id === level?.id} onPick={() => setPicked(l.id)} />
            ))}
          </fieldset>
        </>
      ) : null}
      {options.length === 0 || payInfo.isError ? (
        <p className="upgrade-form__error" role="alert">
          {payInfo.isError ? errorMessage(payInfo.error) : t('errors.PAY_METHOD_UNCONFIGURED')}
        </p>
      ) : (
        <>
          <h2 className="level-section__title" id={`${ids}-methods`}>
            {t('level.payWith')}
          </h2>
          <PayMethodPicker
            options={options}
            selected={chosen?.Code ?? null}
            onSelect={setMethod}
            balance={{ amount: balance, short: balanceShort, shortNote: 'level.balanceShort' }}
            labelledBy={`${ids}-methods`}
            name="upgrade-method"
            look="cards"
          />
        </>
      )}
      {upgrade.error ? (
        <p className="upgrade-form__error" role="alert" data-testid="upgrade-error">
          {upgrade.error}
        </p>
      ) : null}
      <div className="upgrade-form__bar">
        <span className="upgrade-form__total">
          {t('level.total')} <Price minor={price} size="lg" />
        </span>
        <Button
          type="submit"
          size="lg"
          loading={upgrade.busy}
          disabled={!chosen || !level}
          data-testid="upgrade-pay"
        >
          {t('level.payNow')}
        </Button>
      </div>
      <PaymentKeypad step={upgrade} amount={upgrade.asking?.amount ?? 0} />
    </form>
  );
}
