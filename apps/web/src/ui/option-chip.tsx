import type { ReactNode } from 'react';
import './option-chip.css';

interface OptionChipProps {
  /** Chosen: drawn in the theme's colour and announced as pressed. */
  on: boolean;
  onClick: () => void;
  /** A group at its limit: the chip cannot be chosen until another is taken off. */
  disabled?: boolean;
  /** What the option adds to the price, already formatted ("¥2.00"), beside its name. */
  addOn?: string | null;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * One option of a choice (a size, a sugar level, a combo's dish) as the app draws them everywhere: a chip that
 * is pressed when chosen, rather than a bare browser radio or checkbox. Groups lay chips out with
 * `.option-chips`.
 */
export function OptionChip({ on, onClick, disabled = false, addOn, children, ...rest }: OptionChipProps) {
  return (
    <button
      type="button"
      className={`option-chip${on ? ' option-chip--on' : ''}`}
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
      data-testid={rest['data-testid']}
    >
      {children}
      {addOn ? <span className="option-chip__add">+{addOn}</span> : null}
    </button>
  );
}
