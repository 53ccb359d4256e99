import { privacyEndpoints } from '@shop/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api/api-error.ts';
import { firstProblemResolver } from '../../../lib/forms/first-problem-resolver.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { ErrorKey, MessageKey } from '../../../lib/i18n/messages.ts';
import { redirect } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm, errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconAlert } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { deregister, useDeregisterAssets } from '../api/privacy.ts';
import { accountPaths } from '../components/account-paths.ts';
import { ForfeitList } from '../components/forfeit-list.tsx';
import { memberCentrePath } from '../components/login-rules.ts';
import './deregister-page.css';

const consequences: MessageKey[] = [
  'account.deregister.lose.assets',
  'account.deregister.lose.login',
  'account.deregister.lose.profile',
  'account.deregister.lose.orders',
];

function AssetsCard() {
  const t = useT();
  const assets = useDeregisterAssets();
  let body = (
    <div className="forfeit-list" aria-hidden="true">
      <Skeleton height={20} />
      <Skeleton height={20} />
    </div>
  );
  if (assets.isError)
    body = <LoadFailed title={errorMessage(assets.error)} onRetry={() => void assets.refetch()} />;
  else if (assets.data) body = <ForfeitList assets={assets.data} />;
  return (
    <section className="deregister-card card" aria-labelledby="deregister-assets-title">
      <h2 className="deregister-card__title" id="deregister-assets-title">
        {t('account.deregister.assetsTitle')}
      </h2>
      <p className="deregister-card__text">{t('account.deregister.assetsText')}</p>
      {body}
    </section>
  );
}

const disable = privacyEndpoints.disable.request;

/** The deregistration's request, the reminder ticked (the server refuses it otherwise). */
const deregisterSchema = disable.extend({
  reminderAccepted: disable.shape.reminderAccepted.refine(
    (accepted) => accepted === true,
    'errors.DEREGISTER_REMINDER_REQUIRED' satisfies ErrorKey,
  ),
});

/** The form of a logged-in member; `onDone` once the account is gone and the app logged out. */
function DeregisterForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    resolver: firstProblemResolver(deregisterSchema, (key) => t(key as ErrorKey), 'errors.UNKNOWN'),
    defaultValues: { disableType: 2, reminderAccepted: false },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const problem = errors.reminderAccepted?.message ?? errors.root?.message;

  const submit = form.handleSubmit(async (request) => {
    const ok = await confirm({
      title: t('account.deregister.confirmTitle'),
      message: t('account.deregister.confirmText'),
      okText: t('account.deregister.confirmOk'),
    });
    if (!ok) return;
    setBusy(true);
    try {
      await deregister(request);
    } catch (error) {
      // A 401 has signed the app out already (the session ended meanwhile): nothing more to show here.
      if (!(isApiError(error) && error.status === 401))
        form.setError('root', { message: errorMessage(error) });
      setBusy(false);
      return;
    }
    // Off this member's page before the logout, so the route's login gate does not send the now-guest to log in.
    onDone();
    redirect(memberCentrePath);
    session.signOut();
    toast(t('account.deregister.done'), { kind: 'success' });
  });

  return (
    <div className="deregister-page">
      <PageHeader title={t('account.deregister.title')} />
      <div className="deregister-hero">
        <span className="deregister-hero__icon" aria-hidden="true">
          <IconAlert size={28} />
        </span>
        <p className="deregister-hero__title">{t('account.deregister.heading')}</p>
        <p className="deregister-hero__text">{t('account.deregister.intro')}</p>
      </div>
      <AssetsCard />
      <section className="deregister-card card" aria-labelledby={`${ids}-what`}>
        <h2 className="deregister-card__title" id={`${ids}-what`}>
          {t('account.deregister.whatTitle')}
        </h2>
        <ul className="deregister-points">
          {consequences.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </section>
      <form className="deregister-actions" onSubmit={submit} noValidate>
        <label
          className={`deregister-reminder${errors.reminderAccepted ? ' deregister-reminder--invalid' : ''}`}
        >
          <input
            {...form.register('reminderAccepted', { onChange: () => form.clearErrors() })}
            id={`${ids}-reminder`}
            type="checkbox"
            aria-describedby={problem ? `${ids}-problem` : undefined}
            data-testid="deregister-reminder"
          />
          <span>{t('account.deregister.reminder')}</span>
        </label>
        {problem ? (
          <p className="deregister-actions__problem" id={`${ids}-problem`} role="alert">
            {problem}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          block
          className="deregister-actions__submit"
          loading={busy}
          data-testid="deregister-submit"
        >
          {t('account.deregister.submit')}
        </Button>
        <Button variant="ghost" size="lg" block onClick={() => redirect(accountPaths.settings)}>
          {t('account.deregister.keep')}
        </Button>
      </form>
    </div>
  );
}

/**
 * Deregistration (SPEC §2 account/deregister, §6): what will be forfeited, what happens, the reminder to tick and
 * a last confirmation. Afterwards the app is logged out and on the member centre; the phone cannot log in again.
 */
export function DeregisterPage() {
  const t = useT();
  const [done, setDone] = useState(false);
  return done ? (
    <PageHeader title={t('account.deregister.title')} />
  ) : (
    <DeregisterForm onDone={() => setDone(true)} />
  );
}
