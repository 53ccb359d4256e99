import type { OrderMode } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useOrderMode } from '../../store/index.ts';
import { switchOrderMode } from '../state/switch-mode.ts';
import './order-mode-switch.css';

const labels = {
  package: 'checkout.modeDelivery',
  queue: 'checkout.modeQueue',
  takeout: 'checkout.modeTakeout',
} as const;

/**
 * The app's order mode as segments, one per mode the store offers (SPEC §4), on the menu and at settlement.
 * Choosing one checks the cart first (switchOrderMode); `onSwitched` runs once the mode changed. Nothing shows
 * when the store offers a single mode.
 */
export function OrderModeSwitch({ onSwitched }: { onSwitched?: (mode: OrderMode) => void }) {
  const t = useT();
  const { mode, offered } = useOrderMode();
  const [busy, setBusy] = useState(false);
  if (offered.length < 2) return null;
  const choose = async (next: OrderMode) => {
    if (busy || next === mode) return;
    setBusy(true);
    try {
      if (await switchOrderMode(next)) onSwitched?.(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="mode-switch" aria-busy={busy}>
      <legend className="visually-hidden">{t('checkout.modeLabel')}</legend>
      {offered.map((m) => (
        <label
          key={m}
          className={`mode-switch__option touch-44${m === mode ? ' mode-switch__option--on' : ''}`}
          data-testid={`order-mode-${m}`}
        >
          <input
            className="visually-hidden"
            type="radio"
            name="order-mode"
            value={m}
            checked={m === mode}
            onChange={() => void choose(m)}
          />
          {t(labels[m])}
        </label>
      ))}
    </fieldset>
  );
}
