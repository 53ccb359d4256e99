import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { IconEye, IconEyeOff } from '../../../ui/page-icons.tsx';
import type { BoundPhoneCode } from './use-countdown.ts';
import './send-code.css';

// The pieces the password page's forms share (login password and payment password), in its look.

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
export function RevealToggle(props: {
  inputId: string;
  shown: boolean;
  onToggle: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="password-form__eye"
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

export interface CodeFieldProps {
  id: string;
  /** Prefix of the test ids: `<testId>-code` on the input, `<testId>-send-code` on the button. */
  testId: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  disabled: boolean;
  /** The sending of codes to the bound phone (useBoundPhoneCode): countdown, sending flag and wait notice. */
  phoneCode: BoundPhoneCode;
  /** Called before a code is sent, to clear the form's earlier problems. */
  onSend: () => void;
}

/**
 * The SMS code sent to the bound phone, with the button that sends it and counts down to the next send, and the
 * notice while a code sent earlier is still on its way.
 */
export function CodeField(props: CodeFieldProps) {
  const { id, testId, problem, disabled, phoneCode } = props;
  const { seconds } = phoneCode;
  const t = useT();
  return (
    <>
      <LabelledField id={id} label={t('account.code')} problem={problem}>
        <input
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder={t('account.codePlaceholder')}
          value={props.value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          data-testid={`${testId}-code`}
        />
        <button
          type="button"
          className="send-code"
          onClick={() => {
            props.onSend();
            void phoneCode.sendCode();
          }}
          disabled={disabled || phoneCode.sending || seconds > 0}
          data-testid={`${testId}-send-code`}
        >
          {seconds > 0 ? t('account.resendIn', { seconds }) : t('account.sendCode')}
        </button>
      </LabelledField>
      {phoneCode.waitSeconds > 0 ? (
        <p className="password-form__notice" role="status">
          {t('errors.SMS_RESEND_WAIT', { Seconds: phoneCode.waitSeconds })}
        </p>
      ) : null}
    </>
  );
}

/** The end of a password form: the problem that belongs to no field, then the submit button. */
export function PasswordFormSubmit(props: {
  problem: string | undefined;
  busy: boolean;
  disabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      {props.problem ? (
        <p className="password-form__error password-form__error--form" role="alert">
          {props.problem}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={props.busy}
        disabled={props.disabled}
        className="password-form__submit"
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    </>
  );
}
