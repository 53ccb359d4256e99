import { type FormEvent, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { type Agreement, AgreementCheck, Field, useLoginProblems } from './login-fields.tsx';
import { type LoginWay, logInWith } from './login-finish.ts';
import { checkCodeLogin, type RecipientCheck } from './login-rules.ts';
import { useSliderSheet } from './slider-sheet.tsx';
import { resendWaitSeconds, useResendCountdown } from './use-countdown.ts';
import './send-code.css';

export interface LoginFormProps {
  agreement: Agreement;
  onLoggedIn: (way: LoginWay) => void;
}

/** What differs between the ways in by a code: where the code goes, and the calls that send it and use it. */
export interface CodeWay {
  way: 'sms' | 'email';
  field: 'phone' | 'email';
  label: string;
  /** The recipient's input, given its value, change handler and the form's accessibility props. */
  renderInput: (props: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
  check: RecipientCheck;
  /** The key the resend wait is kept under: the recipient as the server counts it. */
  waitKey: (typed: string) => string;
  /** Sends a code after the slider; resolves to the seconds until another may be sent. */
  send: (recipient: string, sliderToken: string) => Promise<number>;
  sending: boolean;
  signIn: (recipient: string, code: string, cartKey: string | undefined) => Promise<{ token: string }>;
  sentText: string;
  hint: string;
  formTestId: string;
  sendTestId: string;
}

/**
 * A login by a code sent to the shopper (SPEC §5): the terms ticked and a slider passed before a code is sent, a
 * resend countdown, and errors shown at their field. The SMS and email forms are this form with their CodeWay.
 */
export function CodeLoginForm({ agreement, onLoggedIn, ...way }: LoginFormProps & CodeWay) {
  const t = useT();
  const form = useLoginProblems();
  const slider = useSliderSheet();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const countdown = useResendCountdown(way.waitKey(typed));
  const [busy, setBusy] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);

  const showServerError = (error: unknown) => {
    const wait = resendWaitSeconds(error);
    if (wait === null) return form.showError(error);
    // A code is on its way already: the message counts down with the button instead of freezing its number.
    countdown.start(way.waitKey(typed), wait);
    form.clear();
    setWaitNotice(true);
  };

  const sendCode = async () => {
    const checked = way.check(typed, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    setWaitNotice(false);
    const sliderToken = await slider.solve();
    if (!sliderToken) return;
    try {
      countdown.start(checked.recipient, await way.send(checked.recipient, sliderToken));
      toast(way.sentText, { kind: 'success' });
    } catch (error) {
      showServerError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCodeLogin(way.check, typed, code, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    setBusy(true);
    try {
      await logInWith((cartKey) => way.signIn(checked.recipient, checked.code, cartKey));
      toast(t('account.loggedIn'), { kind: 'success' });
      onLoggedIn(way.way);
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const sendLabel =
    countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode');

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid={way.formTestId}>
      <Field form={form} field={way.field} label={way.label}>
        {way.renderInput({
          ...form.inputProps(way.field),
          value: typed,
          onChange: (e) => setTyped(e.currentTarget.value),
        })}
      </Field>
      <Field form={form} field="code" label={t('account.code')}>
        <input
          {...form.inputProps('code')}
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
          disabled={countdown.seconds > 0 || way.sending}
          data-testid={way.sendTestId}
        >
          {sendLabel}
        </button>
      </Field>
      {waitNotice && countdown.seconds > 0 ? (
        <p className="login-form__notice" role="status">
          {t('errors.SMS_RESEND_WAIT', { Seconds: countdown.seconds })}
        </p>
      ) : null}
      <AgreementCheck form={form} agreement={agreement} />
      <Button type="submit" size="lg" block loading={busy} className="login-form__submit">
        {t('account.login')}
      </Button>
      <p className="login-form__hint">{way.hint}</p>
      {slider.sheet}
    </form>
  );
}
