import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { sendSecurityCode } from '../api/send-security-code.ts';
import { useSignIn } from '../api/signin.ts';
import { CodeLoginForm } from './code-login-form.tsx';
import type { LoginFormProps } from './login-form.tsx';
import { checkPhoneSend } from './login-rules.ts';

/** Phone + SMS code login (SPEC §5); an unknown phone becomes a member. */
export function SmsLoginForm(props: LoginFormProps) {
  const t = useT();
  const signingIn = useSignIn();
  return (
    <CodeLoginForm
      {...props}
      way="sms"
      field="phone"
      check={checkPhoneSend}
      waitKey={(phone) => phone}
      send={(phone, sliderToken) => sendSecurityCode({ phone, sliderToken })}
      signIn={(phone, code, cartKey) => signingIn.mutateAsync({ phone, code, cartKey })}
      sentText={t('account.codeSent')}
      hint={t('account.newMemberHint')}
      formTestId="sms-login-form"
      sendTestId="send-code"
    />
  );
}
