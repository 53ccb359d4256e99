import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useSession } from '../../../app/session.ts';
import { toast } from '../../../app/shell/feedback.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { cartKeyForSignIn } from '../../cart/state/cart-state.ts';
import { useSendSecurityCode } from '../api/send-security-code.ts';
import { useSignIn } from '../api/signin.ts';
import { checkLogin, checkSend, fieldOfError, type LoginField, type LoginProblem } from './login-rules.ts';
import { resendWaitSeconds, useResendCountdown } from './use-countdown.ts';
import './send-code.css';

type Problems = Partial<Record<LoginField, string>>;

/** The text of a problem: the agreement's own key, else the error catalogue's (server errors come translated). */
function problemText(problem: LoginProblem, t: (key: string) => string): string {
  return problem.field === 'agree' ? t(`account.${problem.code}`) : t(`errors.${problem.code}`);
}

/** A problem under its field, tied to it by id (aria-describedby) and announced when it appears. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="login-form__error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

/** A labelled box around an input (and the send button), outlined in red with its problem below while it has one. */
function Field(props: { id: string; label: string; problem: string | undefined; children: ReactNode }) {
  const { id, label, problem, children } = props;
  return (
    <>
      <label className="login-form__label" htmlFor={id}>
        {label}
      </label>
      <div className={`login-form__field${problem ? ' login-form__field--invalid' : ''}`}>{children}</div>
      <FieldError id={`${id}-error`} text={problem} />
    </>
  );
}

/** Phone + SMS code login (SPEC §5): send with countdown, terms ticked first, errors shown at their field. */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useT();
  const ids = useId();
  const session = useSession();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const countdown = useResendCountdown(phone);
  const sending = useSendSecurityCode();
  const signingIn = useSignIn();
  const [merging, setMerging] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);

  const show = (problem: LoginProblem, text = problemText(problem, t)) =>
    setProblems({ [problem.field]: text });

  const showServerError = (error: unknown) => {
    if (!isApiError(error)) {
      setProblems({ form: t('errors.UNKNOWN') });
      return;
    }
    const wait = resendWaitSeconds(error);
    if (wait !== null) {
      // A code is on its way already: the message counts down with the button instead of freezing its number.
      countdown.start(phone, wait);
      setProblems({});
      setWaitNotice(true);
      return;
    }
    setProblems({ [fieldOfError(error.code)]: error.message });
  };

  const sendCode = async () => {
    const checked = checkSend(phone, agreed);
    if (!checked.ok) return show(checked);
    setProblems({});
    setWaitNotice(false);
    try {
      countdown.start(checked.phone, await sending.mutateAsync(checked.phone));
      toast(t('account.codeSent'), { kind: 'success' });
    } catch (error) {
      showServerError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLogin(phone, code, agreed);
    if (!checked.ok) return show(checked);
    setProblems({});
    setMerging(true);
    try {
      // The guest's last changes reach the server first, so the merge at signin takes them along.
      const cartKey = await cartKeyForSignIn();
      const { token } = await signingIn.mutateAsync({ phone: checked.phone, code: checked.code, cartKey });
      session.signIn(token);
      toast(t('account.loggedIn'), { kind: 'success' });
      onLoggedIn();
    } catch (error) {
      showServerError(error);
    } finally {
      setMerging(false);
    }
  };

  const sendLabel =
    countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode');
  const fieldError = (field: LoginField) => (
    <FieldError id={`${ids}-${field}-error`} text={problems[field]} />
  );
  const describedBy = (field: LoginField) => (problems[field] ? `${ids}-${field}-error` : undefined);
  /** What ties an input to its label and to its problem. */
  const inputOf = (field: 'phone' | 'code') => ({
    id: `${ids}-${field}`,
    name: field,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="sms-login-form">
      <Field id={`${ids}-phone`} label={t('account.phone')} problem={problems.phone}>
        <input
          {...inputOf('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder={t('account.phonePlaceholder')}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
      </Field>
      <Field id={`${ids}-code`} label={t('account.code')} problem={problems.code}>
        <input
          {...inputOf('code')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          placeholder={t('account.codePlaceholder')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button
          type="button"
          className="send-code"
          onClick={sendCode}
          disabled={countdown.seconds > 0 || sending.isPending}
          data-testid="send-code"
        >
          {sendLabel}
        </button>
      </Field>
      {waitNotice && countdown.seconds > 0 ? (
        <p className="login-form__notice" role="status">
          {t('errors.SMS_RESEND_WAIT', { Seconds: countdown.seconds })}
        </p>
      ) : null}

      <label className={`login-form__agree${problems.agree ? ' login-form__agree--invalid' : ''}`}>
        <input
          type="checkbox"
          name="agree"
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            if (e.currentTarget.checked) setProblems(({ agree: _done, ...rest }) => rest);
          }}
          aria-describedby={describedBy('agree')}
        />
        <span>{t('account.agree')}</span>
      </label>
      {fieldError('agree')}
      {fieldError('form')}

      <Button type="submit" size="lg" block loading={merging} className="login-form__submit">
        {t('account.login')}
      </Button>
      <p className="login-form__hint">{t('account.newMemberHint')}</p>
    </form>
  );
}
