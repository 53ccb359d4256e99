import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSignInByPassword } from '../api/password-login.ts';
import { TextField } from './login-fields.tsx';
import { LoginForm, type LoginFormProps, useLoginForm } from './login-form.tsx';
import { checkPasswordLogin } from './login-rules.ts';

/**
 * Member number + member password (SPEC §5): both typed and the terms ticked, then a slider passed, then the
 * password is tried. Wrong tries are limited by the server; its refusal shows under the form.
 */
export function PasswordLoginForm({ agreement, onLoggedIn }: LoginFormProps) {
  const t = useT();
  const login = useLoginForm('password', onLoggedIn);
  const { problems } = login;
  const signingIn = useSignInByPassword();
  const [memberNo, setMemberNo] = useState('');
  const [password, setPassword] = useState('');

  const submit = async () => {
    const checked = checkPasswordLogin(memberNo, password, agreement.agreed);
    if (!problems.passes(checked)) return;
    const sliderToken = await login.slider.solve();
    if (!sliderToken) return;
    await login.logIn(
      (cartKey) => signingIn.mutateAsync({ ...checked, sliderToken, cartKey }),
      problems.showError,
    );
  };

  return (
    <LoginForm
      login={login}
      agreement={agreement}
      onSubmit={() => void submit()}
      hint={t('account.passwordLoginHint')}
      testId="password-login-form"
    >
      <TextField form={problems} field="memberNo" value={memberNo} onChange={setMemberNo} />
      <TextField form={problems} field="password" value={password} onChange={setPassword} />
    </LoginForm>
  );
}
