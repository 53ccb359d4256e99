import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePasswordStatus } from '../api/passwords.ts';
import { LoginPasswordForm, type PasswordMode, passwordTitles } from '../components/login-password-form.tsx';
import { PayPasswordEntry, PayPasswordMode } from './pay-password-mode.tsx';
import './password-page.css';

function FormSkeleton() {
  return (
    <div className="password-form card" aria-hidden="true">
      <Skeleton width="70%" height={14} />
      {[0, 1].map((i) => (
        <div key={i} className="password-form__row">
          <Skeleton width="30%" height={13} />
          <Skeleton height={48} radius={12} />
        </div>
      ))}
      <Skeleton height={48} radius={24} />
    </div>
  );
}

/**
 * The member password (SPEC §2 account/password, §5): set the first one, change it with the old one, or reset
 * it with an SMS code sent to the bound phone; with ?type=pay, the payment password. A guest is sent to login.
 */
export function PasswordPage() {
  const { query } = useRoute();
  return query.type === 'pay' ? <PayPasswordMode /> : <LoginPasswordPage />;
}

function LoginPasswordPage() {
  const t = useT();
  const status = usePasswordStatus();
  const [resetting, setResetting] = useState(false);
  const data = status.data;

  let mode: PasswordMode | null = null;
  if (data) mode = data.hasPassword ? (resetting ? 'reset' : 'change') : 'set';

  let body = <FormSkeleton />;
  if (status.isError) {
    body = <LoadFailed title={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  } else if (data && mode) {
    body = (
      <LoginPasswordForm key={mode} mode={mode} status={data} onMode={(m) => setResetting(m === 'reset')} />
    );
  }

  return (
    <div className="password-page">
      <PageHeader title={mode ? t(passwordTitles[mode]) : t('account.password.title')} />
      {body}
      {data ? <PayPasswordEntry /> : null}
    </div>
  );
}
