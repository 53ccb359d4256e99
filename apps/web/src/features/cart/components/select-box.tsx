import { IconCheck } from '../../../ui/icons.tsx';

interface SelectBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, e.g. 'Select Milk tea'. */
  label: string;
  /** Visible text beside the circle (select all). */
  text?: string;
  disabled?: boolean;
}

/** The round tick of a cart line and of select-all: a real checkbox under a drawn circle. */
export function SelectBox({ checked, onChange, label, text, disabled }: SelectBoxProps) {
  return (
    <label className={`select-box${disabled ? ' select-box--disabled' : ''}`}>
      <input
        type="checkbox"
        className="select-box__input"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span className="select-box__circle" aria-hidden="true">
        {checked ? <IconCheck size={14} strokeWidth={3} /> : null}
      </span>
      {text ? <span className="select-box__text">{text}</span> : null}
    </label>
  );
}
