import type { PlaceOrderMode } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

const modes: readonly PlaceOrderMode[] = ['takeout', 'queue'];

/** Self-pickup or eat-in at the store (SPEC §4 order modes), as two segments. */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: PlaceOrderMode;
  onChange: (mode: PlaceOrderMode) => void;
}) {
  const t = useT();
  return (
    <fieldset className="mode-switch">
      <legend className="visually-hidden">{t('checkout.modeLabel')}</legend>
      {modes.map((m) => (
        <label
          key={m}
          className={`mode-switch__option${m === mode ? ' mode-switch__option--on' : ''}`}
          data-testid={`order-mode-${m}`}
        >
          <input
            className="visually-hidden"
            type="radio"
            name="order-mode"
            value={m}
            checked={m === mode}
            onChange={() => onChange(m)}
          />
          {t(m === 'takeout' ? 'checkout.modeTakeout' : 'checkout.modeQueue')}
        </label>
      ))}
    </fieldset>
  );
}
