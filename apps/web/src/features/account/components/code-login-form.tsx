import { useState } from 'react';
import { TextField } from './login-fields.tsx';
import { LoginForm, type LoginFormProps, useLoginForm } from './login-form.tsx';
import { checkCodeLogin, type RecipientCheck } from './login-rules.ts';
import { ResendWaitNotice, SendCodeButton } from './send-code.tsx';
import { useCodeSending } from './use-countdown.ts';

/** What differs between the ways in by a code: where the code goes, and the calls that send it and use it. */
export interface CodeWay {
  way: 'sms' | 'email';
  field: 'phone' | 'email';
  check: RecipientCheck;
  /** The key the resend wait is kept under: the recipient as the server counts it. */
  waitKey: (typed: string) => string;
  /** Sends a code after the slider; resolves to the seconds until another may be sent. */
  send: (recipient: string, sliderToken: string) => Promise<number>;
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
  const login = useLoginForm(way.way, onLoggedIn);
  const { problems } = login;
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const sending = useCodeSending(way.waitKey(typed), problems.showError);

  const sendCode = async () => {
    const checked = way.check(typed, agreement.agreed);
    if (!problems.passes(checked)) return;
    const sliderToken = await login.slider.solve();
    if (!sliderToken) return;
    await sending.send(() => way.send(checked.recipient, sliderToken), way.sentText);
  };

  const submit = () => {
    const checked = checkCodeLogin(way.check, typed, code, agreement.agreed);
    if (!problems.passes(checked)) return;
    void login.logIn((cartKey) => way.signIn(checked.recipient, checked.code, cartKey), sending.failed);
  };

  return (
    <LoginForm login={login} agreement={agreement} onSubmit={submit} hint={way.hint} testId={way.formTestId}>
      <TextField form={problems} field={way.field} value={typed} onChange={setTyped} />
      <TextField form={problems} field="code" value={code} onChange={setCode}>
        <SendCodeButton sending={sending} onSend={() => void sendCode()} testId={way.sendTestId} />
      </TextField>
      <ResendWaitNotice sending={sending} className="login-form__notice" />
    </LoginForm>
  );
}
