import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { sendEmailCode, useSignInByEmail } from '../api/email-login.ts';
import { CodeLoginForm } from './code-login-form.tsx';
import type { LoginFormProps } from './login-form.tsx';
import { checkEmailSend } from './login-rules.ts';

/** Email + emailed code (SPEC §5), with the same checks and resend wait as SMS; an unknown address becomes a member. */
export function EmailLoginForm(props: LoginFormProps) {
  const t = useT();
  const signingIn = useSignInByEmail();
  return (
    <CodeLoginForm
      {...props}
      way="email"
      field="email"
      check={checkEmailSend}
      // Keyed like the server's limit: one wait per address, whatever the capitals typed.
      waitKey={(email) => email.trim().toLowerCase()}
      send={(email, sliderToken) => sendEmailCode({ email, sliderToken })}
      signIn={(email, code, cartKey) => signingIn.mutateAsync({ email, code, cartKey })}
      sentText={t('account.emailCodeSent')}
      hint={t('account.emailLoginHint')}
      formTestId="email-login-form"
      sendTestId="send-email-code"
    />
  );
}
