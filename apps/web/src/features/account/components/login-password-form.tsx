import { useQueryClient } from '@tanstack/react-query';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { redirect } from '../../../lib/router/use-route.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { accountKeys } from '../api/account-keys.ts';
import { type PasswordStatus, savePassword } from '../api/passwords.ts';
import { CodeField } from './code-field.tsx';
import { memberCentrePath } from './login-rules.ts';
import { memberSecret, NewSecretFields, SecretField } from './password-fields.tsx';
import { changePasswordSchema, resetPasswordSchema, setPasswordSchema } from './password-rules.ts';
import { SecretForm } from './secret-form.tsx';

/** The ways to a new login password (SPEC §5): the first one, with the old one, or with an SMS code. */
export type PasswordMode = 'set' | 'change' | 'reset';

export const passwordTitles: Record<PasswordMode, MessageKey> = {
  set: 'account.password.setTitle',
  change: 'account.password.changeTitle',
  reset: 'account.password.resetTitle',
};

/** The form's opening words: what the mode does (a reset names the phone the code goes to). */
function intro(mode: PasswordMode, status: PasswordStatus, t: Translate): string {
  if (mode === 'change') return t('account.password.changeIntro');
  if (mode === 'reset' && status.hasPhone)
    return t('account.password.resetIntro', { phone: status.phoneMasked });
  return t('account.password.setIntro');
}

/** The link from one way of changing the password to the other: forgot the old one, or remembered it. */
function ModeSwitch({ mode, onMode }: { mode: PasswordMode; onMode: (m: PasswordMode) => void }) {
  const t = useT();
  if (mode === 'set') return null;
  const toReset = mode === 'change';
  return (
    <button
      type="button"
      className="password-form__switch"
      onClick={() => onMode(toReset ? 'reset' : 'change')}
      data-testid={toReset ? 'password-mode-reset' : 'password-mode-old'}
    >
      {t(toReset ? 'account.password.forgot' : 'account.password.useOld')}
    </button>
  );
}

const newPasswordTwice = { password: '', confirmPassword: '' };

/** Sets, changes or resets the password (SPEC §5), checking the rule in place before any call. */
export function LoginPasswordForm({
  mode,
  status,
  onMode,
}: {
  mode: PasswordMode;
  status: PasswordStatus;
  onMode: (m: PasswordMode) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const noPhone = mode === 'reset' && !status.hasPhone;

  const frame = {
    noPhone,
    intro: intro(mode, status, t),
    submitText: t(passwordTitles[mode]),
    testId: `password-form-${mode}`,
    submitTestId: 'password-submit',
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.passwordStatus });
      toast(t(mode === 'set' ? 'account.password.set' : 'account.password.changed'), { kind: 'success' });
      redirect(memberCentrePath);
    },
    footer: <ModeSwitch mode={mode} onMode={onMode} />,
  };
  const newPassword = (
    <NewSecretFields
      texts="account.password"
      kind={memberSecret('new-password')}
      testId="password"
      disabled={noPhone}
    />
  );

  if (mode === 'set') {
    return (
      <SecretForm
        {...frame}
        schema={setPasswordSchema}
        defaultValues={newPasswordTwice}
        save={(values) => savePassword({ mode, ...values })}
      >
        {newPassword}
      </SecretForm>
    );
  }
  if (mode === 'change') {
    return (
      <SecretForm
        {...frame}
        schema={changePasswordSchema}
        defaultValues={{ oldPassword: '', ...newPasswordTwice }}
        save={(values) => savePassword({ mode, ...values })}
      >
        <SecretField
          name="oldPassword"
          kind={memberSecret('current-password')}
          label={t('account.password.old')}
          placeholder={t('account.password.oldPlaceholder')}
          testId="password-old"
        />
        {newPassword}
      </SecretForm>
    );
  }
  return (
    <SecretForm
      {...frame}
      schema={resetPasswordSchema}
      defaultValues={{ code: '', ...newPasswordTwice }}
      save={(values) => savePassword({ mode, ...values })}
    >
      <CodeField testId="password" purpose="password" phoneMasked={status.phoneMasked} disabled={noPhone} />
      {newPassword}
    </SecretForm>
  );
}
