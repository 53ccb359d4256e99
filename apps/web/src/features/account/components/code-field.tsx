import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { sendBoundPhoneCode } from '../api/send-security-code.ts';
import { LabelledField, useEditedField } from './password-fields.tsx';
import { placeServerError } from './secret-form.tsx';
import { ResendWaitNotice, SendCodeButton } from './send-code.tsx';
import { useCodeSending } from './use-countdown.ts';

export interface CodeFieldProps {
  /** Prefix of the test ids: `<testId>-code` on the input, `<testId>-send-code` on the button. */
  testId: string;
  /** What the code is for: a new login password or payment password. */
  purpose: 'password' | 'payPassword';
  /** The bound phone, masked: with the purpose, the key of the resend wait. */
  phoneMasked: string;
  disabled: boolean;
}

/**
 * The SMS code sent to the bound phone, with the button that sends it (clearing the form's problems first) and
 * counts down to the next send, and the notice while a code sent earlier is still on its way. A refused send
 * shows where the form shows the server's refusals.
 */
export function CodeField({ testId, purpose, phoneMasked, disabled }: CodeFieldProps) {
  const t = useT();
  const id = useId();
  const form = useFormContext();
  const { field, problem, edit } = useEditedField('code');
  // The resend wait of the bound phone; kept apart from the login page's waits, which are keyed by full number.
  const phoneCode = useCodeSending(`${purpose}:${phoneMasked}`, (error) => placeServerError(form, error));
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
        <SendCodeButton
          sending={phoneCode}
          onSend={() => {
            form.clearErrors();
            void phoneCode.send(() => sendBoundPhoneCode(purpose), t('account.codeSent'));
          }}
          disabled={disabled}
          testId={`${testId}-send-code`}
        />
      </LabelledField>
      <ResendWaitNotice sending={phoneCode} className="password-form__notice" />
    </>
  );
}
