import { type FormEvent, useState } from 'react';
import { toast } from '../../../app/shell/feedback.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { useSendEmailCode, useSignInByEmail } from '../api/email-login.ts';
import { type Agreement, AgreementCheck, Field, useLoginProblems } from './login-fields.tsx';
import { type LoginWay, logInWith } from './login-finish.ts';
import { checkEmailLogin, checkEmailSend } from './login-rules.ts';
import { useSliderSheet } from './slider-sheet.tsx';
import { resendWaitSeconds, useResendCountdown } from './use-countdown.ts';
import './send-code.css';

/**
 * Email + emailed code (SPEC §5): a well-formed address and the terms ticked, a slider passed before the code is
 * sent, a resend countdown like SMS; an unknown address becomes a member.
 */
export function EmailLoginForm(props: { agreement: Agreement; onLoggedIn: (way: LoginWay) => void }) {
  const { agreement, onLoggedIn } = props;
  const t = useT();
  const form = useLoginProblems();
  const slider = useSliderSheet();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  // Keyed like the server's limit: one wait per address, whatever the capitals typed.
  const countdown = useResendCountdown(email.trim().toLowerCase());
  const sending = useSendEmailCode();
  const signingIn = useSignInByEmail();
  const [busy, setBusy] = useState(false);

  const showServerError = (error: unknown) => {
    const wait = resendWaitSeconds(error);
    if (wait === null) return form.showError(error);
    countdown.start(email.trim().toLowerCase(), wait);
    form.clear();
  };

  const sendCode = async () => {
    const checked = checkEmailSend(email, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    const sliderToken = await slider.solve();
    if (!sliderToken) return;
    try {
      countdown.start(checked.email, await sending.mutateAsync({ email: checked.email, sliderToken }));
      toast(t('account.emailCodeSent'), { kind: 'success' });
    } catch (error) {
      showServerError(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmailLogin(email, code, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    setBusy(true);
    try {
      await logInWith((cartKey) =>
        signingIn.mutateAsync({ email: checked.email, code: checked.code, cartKey }),
      );
      toast(t('account.loggedIn'), { kind: 'success' });
      onLoggedIn('email');
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  };

  const sendLabel =
    countdown.seconds > 0 ? t('account.resendIn', { seconds: countdown.seconds }) : t('account.sendCode');

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="email-login-form">
      <Field form={form} field="email" label={t('account.email')}>
        <input
          {...form.inputProps('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          placeholder={t('account.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
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
          data-testid="send-email-code"
        >
          {sendLabel}
        </button>
      </Field>
      <AgreementCheck form={form} agreement={agreement} />
      <Button type="submit" size="lg" block loading={busy} className="login-form__submit">
        {t('account.login')}
      </Button>
      <p className="login-form__hint">{t('account.emailLoginHint')}</p>
      {slider.sheet}
    </form>
  );
}
