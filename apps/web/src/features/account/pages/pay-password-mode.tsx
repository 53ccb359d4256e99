import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { IconLock } from '../../../ui/page-icons.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePayPasswordStatus } from '../api/pay-password.ts';
import { PayPasswordForm } from '../components/pay-password-form.tsx';
import './pay-password-mode.css';

const passwordPath = '/subpackages/account/password';

/** A row leading from one password to the other: the login password page ↔ its payment-password mode. */
function SwitchRow(props: { pay: boolean; title: string; text: string; testId: string }) {
  return (
    <Link
      className="password-entry card"
      to={passwordPath}
      query={props.pay ? { type: 'pay' } : {}}
      replace
      data-testid={props.testId}
    >
      <span className="password-entry__icon" aria-hidden="true">
        <IconLock size={20} />
      </span>
      <span className="password-entry__body">
        <span className="password-entry__title">{props.title}</span>
        <span className="password-entry__text">{props.text}</span>
      </span>
      <IconChevronRight size={18} className="password-entry__chevron" aria-hidden="true" />
    </Link>
  );
}

/** The entry to the payment password, under the login password form. */
export function PayPasswordEntry() {
  const t = useT();
  return (
    <SwitchRow
      pay
      title={t('account.payPassword.title')}
      text={t('account.payPassword.entryText')}
      testId="pay-password-entry"
    />
  );
}

/**
 * The password page's payment mode (/subpackages/account/password?type=pay, SPEC §5): set or reset the 6-digit
 * payment password with a code sent to the bound phone. A guest is sent to login first and comes back here.
 */
export function PayPasswordMode() {
  const t = useT();
  const status = usePayPasswordStatus();
  const data = status.data;

  let body = (
    <div className="password-form card" aria-hidden="true">
      <Skeleton width="70%" height={14} />
      <Skeleton height={48} radius={12} />
      <Skeleton height={48} radius={12} />
      <Skeleton height={48} radius={24} />
    </div>
  );
  if (status.isError) {
    body = <LoadFailed title={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  } else if (data) {
    body = <PayPasswordForm status={data} />;
  }

  return (
    <div className="password-page">
      {/* The action (set or reset) is the button's: the header keeps the short name, whole in every language. */}
      <PageHeader title={t('account.payPassword.title')} />
      {body}
      <SwitchRow
        pay={false}
        title={t('account.payPassword.loginEntry')}
        text={t('account.password.entryText')}
        testId="login-password-entry"
      />
    </div>
  );
}
