import type { PartnerCentreOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePartnerCentre } from '../api/partner-api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { day, Figures, NotPartner, PartnerPage } from '../components/partner-parts.tsx';
import { partnerPaths } from '../state/partner-paths.ts';

/** The entries of an active partner's centre, in the order SPEC §2 lists the partner pages. */
const entries = [
  ['friends', partnerPaths.friends],
  ['myProfit', partnerPaths.myProfit],
  ['profitDetails', partnerPaths.profitDetails],
  ['cashOut', partnerPaths.cashOut],
  ['records', `${partnerPaths.cashOut}?view=records`],
  ['rules', partnerPaths.rules],
  ['categories', partnerPaths.categories],
  ['coupons', partnerPaths.coupons],
  ['actions', partnerPaths.actions],
  ['upgrade', partnerPaths.upgrade],
] as const;

function Active({ centre }: { centre: PartnerCentreOut }) {
  const t = useT();
  return (
    <>
      <section className="card" data-testid="partner-identity">
        <p className="partner-hero__level" data-testid="partner-level">
          {centre.level?.name ?? ''}
        </p>
        <p className="partner-muted" data-testid="partner-validity">
          {t('partner.signed', { date: day(centre.signedAt) })} ·{' '}
          {centre.expiresAt ? t('partner.expires', { date: day(centre.expiresAt) }) : t('partner.noEnd')}
        </p>
        <Figures figures={centre} />
      </section>
      <nav className="card" aria-label={t('partner.entries')}>
        <ul className="partner-entries">
          {entries.map(([key, to]) => (
            <li key={key}>
              <button
                type="button"
                className="partner-entry"
                onClick={() => {
                  const [path, q] = to.split('?');
                  navigate(path!, q ? Object.fromEntries(new URLSearchParams(q)) : {});
                }}
                data-testid={`partner-entry-${key}`}
              >
                {t(`partner.entry.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * The partner centre (SPEC §2 partner/index, §6): by the member's state — never applied: the open levels and the
 * application with the partner agreement (or 'sign-up closed'); applied: waiting for the store; active: level,
 * validity, the four figures and the way to every partner page; expired: 'identity expired, contact merchant';
 * rejected (who may apply again) and revoked said as they are. Guests log in first (the route table).
 */
export function PartnerCentrePage() {
  const t = useT();
  const centre = usePartnerCentre();
  const data = centre.data;
  let body: ReactNode;
  if (centre.isError)
    body = <LoadFailed title={errorMessage(centre.error)} onRetry={() => void centre.refetch()} />;
  else if (!data) body = <Skeleton height={240} radius={12} />;
  else if (data.state === 'active') body = <Active centre={data} />;
  else if (data.state === 'none') body = <ApplyForm />;
  else if (data.state === 'applied')
    body = (
      <EmptyState
        title={t('partner.state.applied')}
        text={t('partner.state.appliedText', { level: data.level?.name ?? '', date: day(data.appliedAt) })}
      />
    );
  else if (data.state === 'rejected')
    body = (
      <>
        <NotPartner state="rejected" onCentre />
        <ApplyForm />
      </>
    );
  else body = <NotPartner state={data.state} onCentre />;
  return (
    <PartnerPage title={t('partner.title')}>
      <div data-testid={data ? `partner-state-${data.state}` : undefined}>{body}</div>
    </PartnerPage>
  );
}
