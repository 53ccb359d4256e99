import { useT } from '../lib/i18n/i18n-context.tsx';
import { IconMinus, IconPlus } from './page-icons.tsx';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** Lowest value (0 by default: at 0 an item is effectively removed, SPEC §4). */
  min?: number;
  /** Highest value, e.g. the stock or a buy limit. */
  max?: number;
  /** Disables both buttons (e.g. while a change is being saved elsewhere). */
  disabled?: boolean;
  /** Only the + button while the value is at its minimum (product lists). */
  compact?: boolean;
  /** The item's name, for the buttons' accessible labels. */
  label?: string;
}

/** − value + with disabled states at the bounds; used by product lists, product detail and the cart. */
export function QuantityStepper({
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  disabled = false,
  compact = false,
  label,
}: QuantityStepperProps) {
  const t = useT();
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && value < max;
  const collapsed = compact && value <= min;
  const name = label ? ` ${label}` : '';
  return (
    <div className={`stepper${collapsed ? ' stepper--collapsed' : ''}`}>
      {collapsed ? null : (
        <>
          <button
            type="button"
            className="touch-44 stepper__btn stepper__btn--minus"
            disabled={!canDecrease}
            onClick={() => onChange(Math.max(min, value - 1))}
            aria-label={`${t('common.decrease')}${name}`}
          >
            <IconMinus size={14} />
          </button>
          <output className="stepper__value" aria-live="polite">
            {value}
          </output>
        </>
      )}
      <button
        type="button"
        className="touch-44 stepper__btn stepper__btn--plus"
        disabled={!canIncrease}
        onClick={() => onChange(Math.min(max, value + 1))}
        aria-label={`${t('common.increase')}${name}`}
      >
        <IconPlus size={14} />
      </button>
    </div>
  );
}
