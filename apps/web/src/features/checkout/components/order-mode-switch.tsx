import type { OrderMode } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useOrderMode } from '../../store/index.ts';
import { useAddressRedirect } from '../state/address-redirect.ts';
import { switchOrderMode } from '../state/switch-mode.ts';
import './order-mode-switch.css';

const labels = {
  package: 'checkout.modeDelivery',
  queue: 'checkout.modeQueue',
  takeout: 'checkout.modeTakeout',
} as const;

/**
 * The app's order mode as segments, one per mode the store offers (SPEC §4), on the menu and at settlement.
 * Choosing one checks the cart first (switchOrderMode); `onSwitched` runs once the mode changed; delivery without
 * a saved address then opens the address list. Nothing shows when the store offers a single mode.
 */
export function OrderModeSwitch({
  onSwitched,
  atSettlement = false,
}: {
  onSwitched?: (mode: OrderMode) => void;
  /** On the settlement page: an address chosen after switching to delivery comes back there. */
  atSettlement?: boolean;
}) {
  const t = useT();
  const { mode, offered } = useOrderMode();
  const [busy, setBusy] = useState(false);
  const askAddress = useAddressRedirect(atSettlement);
  if (offered.length < 2) return null;
  const choose = async (next: OrderMode) => {
    if (busy || next === mode) return;
    setBusy(true);
    try {
      if (!(await switchOrderMode(next))) return;
      onSwitched?.(next);
      if (next === 'package') askAddress();
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
