import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { getPhoneToken } from '../../../lib/native-bridge.ts';
import { Button } from '../../../ui/button.tsx';
import { useAutoSignByPhone } from '../api/auto-phone-login.ts';
import { type Agreement, AgreementText } from './login-fields.tsx';
import { type LoginWay, useLogIn } from './login-finish.ts';

/**
 * One-tap login with the phone number the platform vouches for (SPEC §5, AutoSignByPhone); the page shows it only
 * where the platform can give that proof. The terms must be ticked first, as for every way in.
 */
export function OneTapLogin(props: {
  agreement: Agreement;
  onLoggedIn: (way: LoginWay) => void;
  /** Shows the terms tick here, when no form below carries it (a store offering one-tap login alone). */
  withAgreement?: boolean;
}) {
  const { agreement, onLoggedIn, withAgreement = false } = props;
  const t = useT();
  const signingIn = useAutoSignByPhone();
  const { busy, logIn } = useLogIn('autoPhone', onLoggedIn);
  const [problem, setProblem] = useState<string | null>(null);

  const tap = () => {
    if (!agreement.agreed) return setProblem(t('account.agreeFirst'));
    setProblem(null);
    void logIn(
      async (cartKey) => signingIn.mutateAsync({ phoneToken: await getPhoneToken(), cartKey }),
      // A bridge failure (the user declined, no number) is the platform's; a refusal is the server's, translated.
      (error) => setProblem(isApiError(error) ? error.message : t('account.oneTapUnavailable')),
    );
  };

  return (
    <div className="one-tap" data-testid="one-tap-login">
      <Button variant="secondary" size="lg" block loading={busy} onClick={tap}>
        {t('account.oneTap')}
      </Button>
      {withAgreement ? (
        <label className="login-form__agree">
          <input
            type="checkbox"
            name="agree"
            checked={agreement.agreed}
            onChange={(e) => agreement.setAgreed(e.currentTarget.checked)}
          />
          <AgreementText />
        </label>
      ) : null}
      {problem ? (
        <p className="login-form__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
