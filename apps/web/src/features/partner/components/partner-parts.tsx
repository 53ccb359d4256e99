import type { PartnerCentreOut, PartnerState } from '@shop/contracts';
import { type ReactNode, useContext } from 'react';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePartnerCentre } from '../api/partner-api.ts';
import { partnerPaths } from '../state/partner-paths.ts';
import '../pages/partner-pages.css';

/** The customer service page, where an expired or revoked partner contacts the merchant. */
export const contactPath = '/subpackages/account/customerService';

/** An amount in currency units with the store's symbol ('¥12.50'). */
export function useMoney(): (amount: number) => string {
  const currency = useContext(CurrencyContext);
  return (amount) => formatAmount(amount, currency);
}

/** A signed movement ('+¥1.20', '−¥3.00'), coloured by its sign; nothing for zero. */
export function Movement({ amount, testId }: { amount: number; testId?: string }) {
  const money = useMoney();
  if (amount === 0) return null;
  return (
    <span className={amount > 0 ? 'partner-plus' : 'partner-minus'} data-testid={testId}>
      {amount > 0 ? '+' : '−'}
      {money(Math.abs(amount))}
    </span>
  );
}

/** A day as the store's short style, or '' for none. */
export function day(iso: string | null): string {
  return iso ? formatDate(iso, 'short') : '';
}

/** A page of the partner area: its header and body. */
export function PartnerPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="partner-page">
      <PageHeader title={title} />
      {children}
    </div>
  );
}

/** What a member who is not an active partner is told instead of a partner's page (SPEC §6). */
export function NotPartner({ state, onCentre = false }: { state: PartnerState; onCentre?: boolean }) {
  const t = useT();
  const contact = state === 'expired' || state === 'revoked';
  return (
    <EmptyState
      title={t(`partner.state.${state}`)}
      text={t(`partner.state.${state}Text`)}
      action={
        onCentre && !contact ? undefined : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => navigate(contact ? contactPath : partnerPaths.index)}
            data-testid={contact ? 'partner-contact' : 'partner-go-centre'}
          >
            {t(contact ? 'partner.contact' : 'partner.goCentre')}
          </Button>
        )
      }
    />
  );
}

/**
 * Loads the partner centre and renders `children` with it when the member's state is one of `allow` (active by
 * default; an expired partner may still read their history), else the honest notice of their state.
 */
export function PartnerGate({
  allow = ['active'],
  children,
}: {
  allow?: readonly PartnerState[];
  children: (centre: PartnerCentreOut) => ReactNode;
}) {
  const centre = usePartnerCentre();
  if (centre.isError)
    return <LoadFailed title={errorMessage(centre.error)} onRetry={() => void centre.refetch()} />;
  if (!centre.data) return <Skeleton height={200} radius={12} />;
  if (!allow.includes(centre.data.state)) return <NotPartner state={centre.data.state} />;
  return <>{children(centre.data)}</>;
}

/** The four figures (SPEC §3, §9): pending, withdrawable, withdrawn, and owed only when something is owed. */
export function Figures({
  figures,
}: {
  figures: { pending: number; withdrawable: number; withdrawn: number; owed: number };
}) {
  const t = useT();
  const money = useMoney();
  const shown = ['pending', 'withdrawable', 'withdrawn'] as const;
  return (
    <>
      <dl className="partner-figures" data-testid="partner-figures">
        {shown.map((k) => (
          <div key={k} className="partner-figure">
            <dt>{t(`partner.figure.${k}`)}</dt>
            <dd data-testid={`partner-${k}`}>{money(figures[k])}</dd>
          </div>
        ))}
        {figures.owed > 0 ? (
          <div className="partner-figure partner-figure--owed">
            <dt>{t('partner.figure.owed')}</dt>
            <dd data-testid="partner-owed">{money(figures.owed)}</dd>
          </div>
        ) : null}
      </dl>
      {figures.owed > 0 ? (
        <p className="partner-warn" role="note" data-testid="partner-owed-note">
          {t('partner.owedNote', { amount: money(figures.owed) })}
        </p>
      ) : null}
    </>
  );
}

/** A "more" button under a paged list while there is another page. */
export function MoreButton({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const t = useT();
  if (!list.hasNextPage) return null;
  return (
    <Button variant="ghost" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {t('partner.more')}
    </Button>
  );
}
