import { MEMBER_PASSWORD_LENGTH, PAY_PASSWORD_LENGTH } from '@shop/domain';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconEye, IconEyeOff } from '../../../ui/page-icons.tsx';
import { digitsOnly, type SecretField as SecretFieldName } from './password-rules.ts';

// The fields the password page's forms share (login password and payment password), in its look. Each is a
// field of the surrounding SecretForm (react-hook-form's context); typing in one clears its problem and the
// form's, as the form checks again only when sent.

/** A labelled box around an input, outlined in red with its problem below (tied by aria-describedby). */
export function LabelledField(props: {
  id: string;
  label: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  const { id, label, problem, children } = props;
  return (
    <div className="password-form__row">
      <label className="password-form__label" htmlFor={id}>
        {label}
      </label>
      <div className={`password-form__field${problem ? ' password-form__field--invalid' : ''}`}>
        {children}
      </div>
      {problem ? (
        <p className="password-form__error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The button beside a secret input that shows or hides what was typed. */
function RevealToggle(props: { inputId: string; shown: boolean; onToggle: () => void; disabled?: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className="password-form__eye touch-44"
      onClick={props.onToggle}
      aria-label={props.shown ? t('account.password.hide') : t('account.password.show')}
      aria-pressed={props.shown}
      aria-controls={props.inputId}
      disabled={props.disabled}
    >
      {props.shown ? <IconEyeOff size={20} /> : <IconEye size={20} />}
    </button>
  );
}

/** How a secret is typed: the input's attributes, and what is kept of each keystroke or paste. */
export interface SecretKind {
  input: InputHTMLAttributes<HTMLInputElement>;
  keep?: (typed: string) => string;
}

/** The login password: 6 letters, digits or symbols, on the full keyboard. */
export const memberSecret = (autoComplete: 'new-password' | 'current-password'): SecretKind => ({
  input: {
    inputMode: 'text',
    autoComplete,
    autoCapitalize: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    maxLength: MEMBER_PASSWORD_LENGTH,
  },
});

/** The payment password: six digits on the phone's number pad. */
export const paySecret: SecretKind = {
  input: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', maxLength: PAY_PASSWORD_LENGTH },
  keep: digitsOnly,
};

/** The field's problem, and what an edit does: set the value, clear the field's problem and the form's. */
export function useEditedField(name: SecretFieldName) {
  const { field, fieldState } = useController({ name });
  const { clearErrors } = useFormContext();
  const edit = (value: string) => {
    field.onChange(value);
    clearErrors([name, 'root']);
  };
  return { field, problem: fieldState.error?.message, edit };
}

export interface SecretFieldProps {
  name: SecretFieldName;
  kind: SecretKind;
  label: string;
  placeholder: string;
  /** The input's test id and name. */
  testId: string;
  /** Shown under the field while it has no problem (the rule). */
  hint?: string | undefined;
  disabled?: boolean | undefined;
}

/** A secret input, hidden unless shown by the button beside it. */
export function SecretField(props: SecretFieldProps) {
  const id = useId();
  const { field, problem, edit } = useEditedField(props.name);
  const [shown, setShown] = useState(false);
  return (
    <>
      <LabelledField id={id} label={props.label} problem={problem}>
        <input
          {...props.kind.input}
          ref={field.ref}
          id={id}
          name={props.testId}
          type={shown ? 'text' : 'password'}
          placeholder={props.placeholder}
          value={field.value}
          disabled={props.disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => edit(props.kind.keep?.(e.currentTarget.value) ?? e.currentTarget.value)}
          onBlur={field.onBlur}
          data-testid={props.testId}
        />
        <RevealToggle
          inputId={id}
          shown={shown}
          onToggle={() => setShown((s) => !s)}
          disabled={props.disabled}
        />
      </LabelledField>
      {props.hint && !problem ? <p className="password-form__hint">{props.hint}</p> : null}
    </>
  );
}

/**
 * The new secret and its confirmation, in the texts of `texts` (the login or the payment password's): the
 * second half of every password form.
 */
export function NewSecretFields(props: {
  texts: 'account.password' | 'account.payPassword';
  kind: SecretKind;
  testId: string;
  disabled?: boolean;
}) {
  const t = useT();
  const { texts, kind, testId, disabled } = props;
  return (
    <>
      <SecretField
        name="password"
        kind={kind}
        label={t(`${texts}.new`)}
        placeholder={t(`${texts}.newPlaceholder`)}
        hint={t(`${texts}.rule`)}
        testId={`${testId}-new`}
        disabled={disabled}
      />
      <SecretField
        name="confirmPassword"
        kind={kind}
        label={t(`${texts}.confirm`)}
        placeholder={t(`${texts}.confirmPlaceholder`)}
        testId={`${testId}-confirm`}
        disabled={disabled}
      />
    </>
  );
}
