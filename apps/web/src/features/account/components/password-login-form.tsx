import { type FormEvent, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { useSignInByPassword } from '../api/password-login.ts';
import { type Agreement, AgreementCheck, Field, useLoginProblems } from './login-fields.tsx';
import { type LoginWay, logInWith } from './login-finish.ts';
import { checkPasswordLogin } from './login-rules.ts';
import { useSliderSheet } from './slider-sheet.tsx';

/**
 * Member number + member password (SPEC §5): both typed and the terms ticked, then a slider passed, then the
 * password is tried. Wrong tries are limited by the server; its refusal shows under the form.
 */
export function PasswordLoginForm(props: { agreement: Agreement; onLoggedIn: (way: LoginWay) => void }) {
  const { agreement, onLoggedIn } = props;
  const t = useT();
  const form = useLoginProblems();
  const slider = useSliderSheet();
  const signingIn = useSignInByPassword();
  const [memberNo, setMemberNo] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPasswordLogin(memberNo, password, agreement.agreed);
    if (!checked.ok) return form.show(checked);
    form.clear();
    const sliderToken = await slider.solve();
    if (!sliderToken) return;
    setBusy(true);
    try {
      await logInWith((cartKey) => signingIn.mutateAsync({ ...checked, sliderToken, cartKey }));
      toast(t('account.loggedIn'), { kind: 'success' });
      onLoggedIn('password');
    } catch (error) {
      form.showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="password-login-form">
      <Field form={form} field="memberNo" label={t('account.memberNo')}>
        <input
          {...form.inputProps('memberNo')}
          type="text"
          autoComplete="username"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder={t('account.memberNoPlaceholder')}
          value={memberNo}
          onChange={(e) => setMemberNo(e.currentTarget.value)}
        />
      </Field>
      <Field form={form} field="password" label={t('account.memberPassword')}>
        <input
          {...form.inputProps('password')}
          type="password"
          autoComplete="current-password"
          maxLength={64}
          placeholder={t('account.memberPasswordPlaceholder')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </Field>
      <AgreementCheck form={form} agreement={agreement} />
      <Button type="submit" size="lg" block loading={busy} className="login-form__submit">
        {t('account.login')}
      </Button>
      <p className="login-form__hint">{t('account.passwordLoginHint')}</p>
      {slider.sheet}
    </form>
  );
}
