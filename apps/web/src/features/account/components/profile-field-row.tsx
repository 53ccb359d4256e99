import { useController, useFormContext } from 'react-hook-form';
import { formatDate } from '../../../lib/i18n/format.ts';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';
import { hasKey } from '../../../lib/i18n/messages.ts';
import { IconLock } from '../../../ui/page-icons.tsx';
import { genderCode, genderText, type ProfileField } from './profile-form.ts';

const EARLIEST_DAY = '1900-01-01';
const LATEST_DAY = '2100-12-31';

/** A field's label: built-in ones translated by key, the store's attributes as the server gives them (its text for the reader's locale). */
export function fieldLabel(field: ProfileField, t: Translate): string {
  return field.builtin ? t(`account.profile.fields.${field.builtin}`) : field.serverLabel;
}

/** A gender code's name; the code itself for one the app does not know. */
function genderName(value: string, t: Translate): string {
  const key = `account.profile.gender.${value}`;
  return hasKey(key) ? t(key) : value;
}

/** A store select's option as the reader reads it (the server's text for their locale), else as stored. */
function optionLabel(field: ProfileField, option: string): string {
  return field.optionLabels.get(option) ?? option;
}

/** How a value reads: a gender by its name, a store option in the reader's words, a date in the locale's style. */
function shownValue(field: ProfileField, value: string, t: Translate): string {
  if (value === '') return '';
  if (field.builtin === 'gender') return genderName(value, t);
  if (field.rule.type === 'select') return optionLabel(field, value);
  if (field.rule.type === 'date') return formatDate(`${value}T00:00:00Z`, 'short', { timeZone: 'UTC' });
  return value;
}

const autoComplete: Record<string, string> = {
  name: 'name',
  email: 'email',
  contactAddress: 'street-address',
  birthday: 'bday',
};

interface RowProps {
  id: string;
  field: ProfileField;
  today: string;
  t: Translate;
}

interface ControlProps extends RowProps {
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
  controlRef: (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

function Control({ id, field, value, problem, today, onChange, controlRef, t }: ControlProps) {
  const common = {
    id,
    ref: controlRef,
    name: field.key,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-error` : field.onceOnly ? `${id}-hint` : undefined,
    'aria-required': field.rule.required || undefined,
    'data-testid': `profile-${field.key}`,
  };
  if (field.rule.type === 'select') {
    const options = field.builtin === 'gender' ? ['1', '2'] : (field.rule.options ?? []);
    return (
      <select {...common} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t('account.profile.choose')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {field.builtin === 'gender' ? genderName(o, t) : optionLabel(field, o)}
          </option>
        ))}
      </select>
    );
  }
  const input = {
    text: { type: 'text' },
    email: { type: 'email', inputMode: 'email' as const, autoCapitalize: 'off', spellCheck: false },
    phone: { type: 'tel', inputMode: 'tel' as const },
    number: { type: 'text', inputMode: 'decimal' as const },
    date: { type: 'date', min: EARLIEST_DAY, max: field.rule.pastOnly ? today : LATEST_DAY },
  }[field.rule.type];
  return (
    <input
      {...common}
      {...input}
      autoComplete={(field.builtin && autoComplete[field.builtin]) || 'off'}
      maxLength={field.rule.type === 'text' ? field.rule.maxLength : undefined}
      placeholder={t('account.profile.enter')}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** A row of a field the member may not change: the value with a lock, and why. */
function ReadOnlyRow({ field, t }: { field: ProfileField; t: Translate }) {
  const hint = t(field.locked ? 'account.profile.lockedHint' : 'account.profile.onceSetHint');
  return (
    <div className="profile-row profile-row--readonly" data-testid={`profile-row-${field.key}`}>
      <span className="profile-row__label">{fieldLabel(field, t)}</span>
      <span className="profile-row__value" data-testid={`profile-${field.key}`}>
        {shownValue(field, field.initial, t) || (
          <span className="profile-row__empty">{t('account.profile.notSet')}</span>
        )}
      </span>
      <span className="profile-row__lock" title={hint}>
        <IconLock size={15} />
      </span>
      <p className="profile-row__hint">{hint}</p>
    </div>
  );
}

/**
 * A row of a field of the form (react-hook-form's context): label and input, its problem below; a once-only
 * field says it can be set only once. Typing clears the field's problem and the form's: the form checks again
 * only when saved.
 */
function EditableRow(props: RowProps) {
  const { id, field, t } = props;
  const { clearErrors } = useFormContext();
  const control = useController({ name: field.name });
  const problem = control.fieldState.error?.message;
  const gender = field.builtin === 'gender';
  const onChange = (text: string) => {
    control.field.onChange(gender ? genderCode(text) : text);
    clearErrors([field.name, 'root']);
  };
  return (
    <div
      className={`profile-row${problem ? ' profile-row--invalid' : ''}`}
      data-testid={`profile-row-${field.key}`}
    >
      <label className="profile-row__label" htmlFor={id}>
        {fieldLabel(field, t)}
        {field.rule.required ? (
          <span className="profile-row__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <span className="profile-row__control">
        <Control
          {...props}
          value={gender ? genderText(control.field.value) : control.field.value}
          problem={problem}
          onChange={onChange}
          controlRef={control.field.ref}
        />
      </span>
      {problem ? (
        <p className="profile-row__error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : field.onceOnly ? (
        <p className="profile-row__hint profile-row__hint--once" id={`${id}-hint`}>
          {t('account.profile.onceHint')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One row of the profile form: label and input, or for a field the member may not change (locked, or once-only
 * and already set) the value with a lock and why.
 */
export function ProfileFieldRow(props: RowProps) {
  return props.field.editable ? <EditableRow {...props} /> : <ReadOnlyRow field={props.field} t={props.t} />;
}
