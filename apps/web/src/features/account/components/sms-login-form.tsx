import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSendSecurityCode } from '../api/send-security-code.ts';
import { useSignIn } from '../api/signin.ts';
import { CodeLoginForm, type LoginFormProps } from './code-login-form.tsx';
import { checkPhoneSend } from './login-rules.ts';

/** Phone + SMS code login (SPEC §5); an unknown phone becomes a member. */
export function SmsLoginForm(props: LoginFormProps) {
  const t = useT();
  const sending = useSendSecurityCode();
  const signingIn = useSignIn();
  return (
    <CodeLoginForm
      {...props}
      way="sms"
      field="phone"
      label={t('account.phone')}
      renderInput={(input) => (
        <input
          {...input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder={t('account.phonePlaceholder')}
        />
      )}
      check={checkPhoneSend}
      waitKey={(phone) => phone}
      send={(phone, sliderToken) => sending.mutateAsync({ phone, sliderToken })}
      sending={sending.isPending}
      signIn={(phone, code, cartKey) => signingIn.mutateAsync({ phone, code, cartKey })}
      sentText={t('account.codeSent')}
      hint={t('account.newMemberHint')}
      formTestId="sms-login-form"
      sendTestId="send-code"
    />
  );
}
