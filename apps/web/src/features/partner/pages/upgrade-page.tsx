import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePartnerCentre, usePartnerLevels } from '../api/partner-api.ts';
import { ApplyForm, useLevelWords } from '../components/apply-form.tsx';
import { NotPartner, PartnerPage, useMoney } from '../components/partner-parts.tsx';

/**
 * The levels above the partner's own, each with its price. The contracts have no call to buy one (nor to move an
 * active partner up), so the page says so and sends them to the store rather than offering a button that fails.
 */
function Above({ rank }: { rank: number }) {
  const t = useT();
  const money = useMoney();
  const levels = usePartnerLevels();
  const words = useLevelWords();
  if (levels.isError)
    return <LoadFailed title={errorMessage(levels.error)} onRetry={() => void levels.refetch()} />;
  if (!levels.data) return <Skeleton height={160} radius={12} />;
  const above = levels.data.levels.filter((l) => l.rank > rank);
  if (above.length === 0) return <EmptyState title={t('partner.upgrade.top')} />;
  return (
    <section className="card" data-testid="partner-upgrade-levels">
      <ul className="partner-rows">
        {above.map((l) => (
          <li key={l.id} className="partner-row" data-testid={`partner-upgrade-${l.id}`}>
            <span className="partner-row__main">
              <span className="partner-level__name">{l.name}</span>
              <span className="partner-muted">{words({ ...l, price: null })}</span>
            </span>
            <span className="partner-row__side">
              {l.price === null ? t('partner.upgrade.notForSale') : money(l.price)}
            </span>
          </li>
        ))}
      </ul>
      <p className="partner-muted">{t('partner.upgrade.askStore')}</p>
    </section>
  );
}

/**
 * Moving up (SPEC §2 partner/upgrade; partner/recharge is the same page, there being no purchase call): a member
 * who is not yet a partner applies at an open level; a partner sees the levels above theirs with their prices.
 */
export function PartnerUpgradePage() {
  const t = useT();
  const centre = usePartnerCentre();
  const data = centre.data;
  let body: ReactNode;
  if (centre.isError)
    body = <LoadFailed title={errorMessage(centre.error)} onRetry={() => void centre.refetch()} />;
  else if (!data) body = <Skeleton height={200} radius={12} />;
  else if (data.state === 'none' || data.state === 'rejected') body = <ApplyForm />;
  else if (data.state === 'active') body = <Above rank={data.level?.rank ?? 0} />;
  else body = <NotPartner state={data.state} />;
  return <PartnerPage title={t('partner.entry.upgrade')}>{body}</PartnerPage>;
}
