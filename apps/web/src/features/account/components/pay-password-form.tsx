import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { back } from '../../../lib/router/use-route.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { type PayPasswordStatus, savePayPassword } from '../api/pay-password.ts';
import { CodeField } from './code-field.tsx';
import { NewSecretFields, paySecret } from './password-fields.tsx';
import { payPasswordSchema } from './password-rules.ts';
import { SecretForm } from './secret-form.tsx';

/**
 * Sets or resets the payment password (SPEC §5): a code sent to the bound phone, then six digits twice. The rule
 * is checked in place before any call; afterwards the shopper goes back where they came from (a settlement
 * waiting for the password, or the member's pages).
 */
export function PayPasswordForm({ status }: { status: PayPasswordStatus }) {
  const t = useT();
  const noPhone = !status.hasPhone;
  const saved = () => {
    // Going back lands a moment later: the toast is for the page it lands on.
    toast(t('account.payPassword.saved'), { kind: 'success', forNextPage: true });
    back();
  };
  const has = status.hasPayPassword;
  return (
    <SecretForm
      schema={payPasswordSchema}
      defaultValues={{ code: '', password: '', confirmPassword: '' }}
      save={savePayPassword}
      onSaved={saved}
      noPhone={noPhone}
      intro={t(has ? 'account.payPassword.resetIntro' : 'account.payPassword.setIntro', {
        phone: status.phoneMasked,
      })}
      submitText={t(has ? 'account.payPassword.resetTitle' : 'account.payPassword.setTitle')}
      testId="pay-password-form"
      submitTestId="pay-password-submit"
    >
      <CodeField
        testId="pay-password"
        purpose="payPassword"
        phoneMasked={status.phoneMasked}
        disabled={noPhone}
      />
      <NewSecretFields texts="account.payPassword" kind={paySecret} testId="pay-password" />
    </SecretForm>
  );
}
