import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { LabelledField, useEditedField } from './password-fields.tsx';
import { placeServerError } from './secret-form.tsx';
import { useBoundPhoneCode } from './use-countdown.ts';
import './send-code.css';

export interface CodeFieldProps {
  /** Prefix of the test ids: `<testId>-code` on the input, `<testId>-send-code` on the button. */
  testId: string;
  /** The resend wait's key: the purpose and the bound phone. */
  waitKey: string;
  /** Sends a code to the bound phone; resolves to the seconds until another may be sent. */
  send: () => Promise<number>;
  disabled: boolean;
}

/**
 * The SMS code sent to the bound phone, with the button that sends it (clearing the form's problems first) and
 * counts down to the next send, and the notice while a code sent earlier is still on its way. A refused send
 * shows where the form shows the server's refusals.
 */
export function CodeField({ testId, waitKey, send, disabled }: CodeFieldProps) {
  const t = useT();
  const id = useId();
  const form = useFormContext();
  const { field, problem, edit } = useEditedField('code');
  const phoneCode = useBoundPhoneCode(waitKey, send, (error) => placeServerError(form, error));
  const { seconds } = phoneCode;
  return (
    <>
      <LabelledField id={id} label={t('account.code')} problem={problem}>
        <input
          ref={field.ref}
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder={t('account.codePlaceholder')}
          value={field.value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => edit(e.currentTarget.value)}
          onBlur={field.onBlur}
          data-testid={`${testId}-code`}
        />
        <button
          type="button"
          className="send-code"
          onClick={() => {
            form.clearErrors();
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
