import type { AddressOut } from '@shop/contracts';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { IconChevronRight, IconPin } from '../../../ui/icons.tsx';
import { addressPaths, fromSettlement } from '../../address/index.ts';

/** Pickup at the store or delivery to an address: two radio buttons, shown when the store delivers. */
export function ModeChoice(props: { delivering: boolean; onChange: (delivering: boolean) => void }) {
  const t = useT();
  const name = useId();
  const option = (value: boolean, label: string, testId: string) => (
    <label
      className={`pm-mode touch-44${props.delivering === value ? ' pm-mode--on' : ''}`}
      data-testid={testId}
    >
      <input
        type="radio"
        name={name}
        checked={props.delivering === value}
        onChange={() => props.onChange(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="pm-modes">
      <legend className="pm-section__title">{t('pointsmall.delivery')}</legend>
      {option(false, t('pointsmall.modePickup'), 'pm-mode-pickup')}
      {option(true, t('pointsmall.modeDelivery'), 'pm-mode-delivery')}
    </fieldset>
  );
}

/** The address the goods go to; tapping it opens the address list, which comes back here with the one chosen. */
export function AddressChoice({ address }: { address: AddressOut | null }) {
  const t = useT();
  return (
    <button
      type="button"
      className="pm-address touch-44"
      onClick={() => navigate(addressPaths.select, fromSettlement)}
      data-testid="pm-address"
    >
      <IconPin size={20} />
      {address ? (
        <span className="pm-address__text">
          <span>{address.addr}</span>
          <span className="pm-card__meta">
            {address.receiver} {address.phone}
          </span>
        </span>
      ) : (
        <span className="pm-address__text">{t('pointsmall.chooseAddress')}</span>
      )}
      <IconChevronRight size={16} />
    </button>
  );
}
