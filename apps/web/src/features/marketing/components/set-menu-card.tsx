import type { SetMenuOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';

/** A set menu as a radio card: name, description, price, group size, deposit and the cancellation cut-off. */
export function SetMenuCard({ menu, on, onPick }: { menu: SetMenuOut; on: boolean; onPick: () => void }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const perHead = menu.pricePerHead !== null;
  const deposit =
    menu.depositAmount !== null
      ? t('marketing.groupMeal.depositFixed', { amount: formatAmount(menu.depositAmount, currency) })
      : t('marketing.groupMeal.depositRate', { rate: menu.depositRate ?? 0 });
  return (
    <label className={`gm-menu${on ? ' gm-menu--on' : ''}`} data-testid={`gm-menu-${menu.id}`}>
      <input className="visually-hidden" type="radio" name="gm-menu" checked={on} onChange={onPick} />
      <span className="gm-menu__head">
        <span className="gm-menu__name">{menu.name}</span>
        <span className="gm-menu__price">
          <Price minor={toMinor(menu.pricePerHead ?? menu.fixedPrice ?? 0)} size="md" />
          <span className="gm-menu__unit">
            {perHead ? t('marketing.groupMeal.perHead') : t('marketing.groupMeal.perGroup')}
          </span>
        </span>
      </span>
      {menu.description ? <span className="gm-menu__text">{menu.description}</span> : null}
      <span className="gm-menu__facts">
        <span>{t('marketing.groupMeal.people', { min: menu.minHeadcount, max: menu.maxHeadcount })}</span>
        <span>{deposit}</span>
        <span>{t('marketing.groupMeal.cutoff', { hours: menu.cutoffHours })}</span>
      </span>
    </label>
  );
}
