import { PAY_PASSWORD_LENGTH } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { back } from '../../../lib/router/use-route.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { type PayPasswordStatus, savePayPassword, sendPayPasswordCode } from '../api/pay-password.ts';
import { CodeField, LabelledField, PasswordFormSubmit, RevealToggle } from './password-fields.tsx';
import {
  checkPayPasswordForm,
  digitsOnly,
  fieldOfPayPasswordError,
  type PayPasswordField,
} from './pay-password-rules.ts';
import { useBoundPhoneCode } from './use-countdown.ts';

type Problems = Partial<Record<PayPasswordField, string>>;

/** Six digits, hidden unless shown, on the phone's number pad. */
function DigitsInput(props: {
  id: string;
  testId: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  invalid: boolean;
}) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <input
        id={props.id}
        name={props.testId}
        type={shown ? 'text' : 'password'}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PAY_PASSWORD_LENGTH}
        placeholder={props.placeholder}
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(digitsOnly(e.currentTarget.value))}
        data-testid={props.testId}
      />
      <RevealToggle inputId={props.id} shown={shown} onToggle={() => setShown((s) => !s)} />
    </>
  );
}

/**
 * Sets or resets the payment password (SPEC §5): a code sent to the bound phone, then six digits twice. The rule
 * is checked in place before any call; afterwards the shopper goes back where they came from (a settlement
 * waiting for the password, or the member's pages).
 */
export function PayPasswordForm({ status }: { status: PayPasswordStatus }) {
  const t = useT();
  const ids = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const noPhone = !status.hasPhone;

  const edit = (field: PayPasswordField, set: (v: string) => void) => (value: string) => {
    set(value);
    if (problems[field] || problems.form) setProblems(({ [field]: _f, form: _g, ...rest }) => rest);
  };

  const showServerError = (error: unknown) => {
    if (!isApiError(error)) return setProblems({ form: errorMessage(error) });
    setProblems({ [fieldOfPayPasswordError(error.code)]: error.message });
  };

  const phoneCode = useBoundPhoneCode(
    `payPassword:${status.phoneMasked}`,
    sendPayPasswordCode,
    showServerError,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (noPhone) return;
    const problem = checkPayPasswordForm({ code, password, confirmPassword });
    if (problem) {
      setProblems({ [problem.field]: t(`errors.${problem.code}`) });
      document.getElementById(`${ids}-${problem.field}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await savePayPassword({ code: code.trim(), password, confirmPassword });
      toast(t('account.payPassword.saved'), { kind: 'success' });
      back();
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const intro = status.hasPayPassword ? 'account.payPassword.resetIntro' : 'account.payPassword.setIntro';
  return (
    <form className="password-form card" onSubmit={submit} noValidate data-testid="pay-password-form">
      {noPhone ? (
        <p className="password-form__blocked" role="alert" data-testid="password-no-phone">
          {t('errors.NO_PHONE_BOUND')}
        </p>
      ) : (
        <p className="password-form__intro">{t(intro, { phone: status.phoneMasked })}</p>
      )}
      <CodeField
        id={`${ids}-code`}
        testId="pay-password"
        value={code}
        onChange={edit('code', setCode)}
        problem={problems.code}
        disabled={noPhone}
        phoneCode={phoneCode}
        onSend={() => setProblems({})}
      />
      <LabelledField id={`${ids}-new`} label={t('account.payPassword.new')} problem={problems.new}>
        <DigitsInput
          id={`${ids}-new`}
          testId="pay-password-new"
          value={password}
          onChange={edit('new', setPassword)}
          placeholder={t('account.payPassword.newPlaceholder')}
          invalid={Boolean(problems.new)}
        />
      </LabelledField>
      {problems.new ? null : <p className="password-form__hint">{t('account.payPassword.rule')}</p>}
      <LabelledField
        id={`${ids}-confirm`}
        label={t('account.payPassword.confirm')}
        problem={problems.confirm}
      >
        <DigitsInput
          id={`${ids}-confirm`}
          testId="pay-password-confirm"
          value={confirmPassword}
          onChange={edit('confirm', setConfirmPassword)}
          placeholder={t('account.payPassword.confirmPlaceholder')}
          invalid={Boolean(problems.confirm)}
        />
      </LabelledField>
      <PasswordFormSubmit problem={problems.form} busy={busy} disabled={noPhone} testId="pay-password-submit">
        {t(status.hasPayPassword ? 'account.payPassword.resetTitle' : 'account.payPassword.setTitle')}
      </PasswordFormSubmit>
    </form>
  );
}
