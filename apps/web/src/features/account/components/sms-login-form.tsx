import { type FormEvent, useState } from 'react';
import { toast } from '../../../app/shell/feedback.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { useSendSecurityCode } from '../api/send-security-code.ts';
import { useSignIn } from '../api/signin.ts';
import { type Agreement, AgreementCheck, Field, useLoginProblems } from './login-fields.tsx';
import { type LoginWay, logInWith } from './login-finish.ts';
import { checkLogin, checkSend } from './login-rules.ts';
import { useSliderSheet } from './slider-sheet.tsx';
import { resendWaitSeconds, useResendCountdown } from './use-countdown.ts';
import './send-code.css';

/**
 * Phone + SMS code login (SPEC §5): the terms ticked and a slider passed before a code is sent, a resend
 * countdown, errors shown at their field.
 */
export function SmsLoginForm(props: { agreement: Agreement; onLoggedIn: (way: LoginWay) => void }) {
  const { agreement, onLoggedIn } = props;
  const t = useT();
  const form = useLoginProblems();
  const slider = useSliderSheet();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const countdown = useResendCountdown(phone);
  const sending = useSendSecurityCode();
  const signingIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [waitNotice, setWaitNotice] = useState(false);

  const showServerError = (error: unknown) => {
    const wait = resendWaitSeconds(error);
    if (wait !== null) {
      // A code is on its way already: the message counts down with the button instead of freezing its number.
      countdown.start(phone, wait);
      form.clear();
      setWaitNotice(true);
      return;
    }
    form.showError(error);
  };

  const sendCode = async () => {
    const checked = checkSend(phone, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    setWaitNotice(false);
    const sliderToken = await slider.solve();
    if (!sliderToken) return;
    try {
      countdown.start(checked.phone, await sending.mutateAsync({ phone: checked.phone, sliderToken }));
      toast(t('account.codeSent'), { kind: 'success' });
    } catch (error) {
      showServerError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLogin(phone, code, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    setBusy(true);
    try {
      await logInWith((cartKey) =>
        signingIn.mutateAsync({ phone: checked.phone, code: checked.code, cartKey }),
      );
      toast(t('account.loggedIn'), { kind: 'success' });
      onLoggedIn('sms');
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const sendLabel =
    countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode');

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="sms-login-form">
      <Field form={form} field="phone" label={t('account.phone')}>
        <input
          {...form.inputProps('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder={t('account.phonePlaceholder')}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
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
      <AgreementCheck form={form} agreement={agreement} />
      <Button type="submit" size="lg" block loading={busy} className="login-form__submit">
        {t('account.login')}
      </Button>
      <p className="login-form__hint">{t('account.newMemberHint')}</p>
      {slider.sheet}
    </form>
  );
}
