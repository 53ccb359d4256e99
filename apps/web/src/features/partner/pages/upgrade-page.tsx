import type { PartnerCentreOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePartnerCentre, usePartnerLevels } from '../api/partner-api.ts';
import { ApplyForm, useLevelWords } from '../components/apply-form.tsx';
import { BuyLevelForm, LevelOrderResult } from '../components/buy-level-form.tsx';
import { NotPartner, PartnerPage } from '../components/partner-parts.tsx';
import { partnerPaths } from '../state/partner-paths.ts';

/**
 * The levels a member may buy now: for one who is not a partner every open level for sale; for a partner (or one
 * whose identity lapsed) the levels above theirs and, to renew, their own; beside them the levels above that are
 * not for sale, which the store grants (the page says so rather than offering a button that fails).
 */
function Offer({ centre, path }: { centre: PartnerCentreOut; path: string }) {
  const t = useT();
  const levels = usePartnerLevels();
  const words = useLevelWords();
  if (levels.isError)
    return <LoadFailed title={errorMessage(levels.error)} onRetry={() => void levels.refetch()} />;
  if (!levels.data) return <Skeleton height={160} radius={12} />;
  const data = levels.data;
  const partner = centre.state === 'active' || centre.state === 'expired';
  const rank = partner ? (centre.level?.rank ?? 0) : 0;
  const open = data.levels.filter((l) => l.open && (partner ? l.rank >= rank : true));
  const forSale = data.signUpOpen ? open.filter((l) => l.price !== null) : [];
  const granted = partner ? open.filter((l) => l.price === null && l.rank > rank) : [];
  if (forSale.length === 0 && granted.length === 0 && partner)
    return <EmptyState title={t('partner.upgrade.top')} />;
  return (
    <>
      <BuyLevelForm levels={forSale} agreementVersion={data.agreementVersion} path={path} />
      {granted.length > 0 ? (
        <section className="card" data-testid="partner-upgrade-levels">
          <ul className="partner-rows">
            {granted.map((l) => (
              <li key={l.id} className="partner-row" data-testid={`partner-upgrade-${l.id}`}>
                <span className="partner-row__main">
                  <span className="partner-level__name">{l.name}</span>
                  <span className="partner-muted">{words(l)}</span>
                </span>
                <span className="partner-row__side">{t('partner.upgrade.notForSale')}</span>
              </li>
            ))}
          </ul>
          <p className="partner-muted">{t('partner.upgrade.askStore')}</p>
        </section>
      ) : null}
    </>
  );
}

/**
 * Moving up and renewing (SPEC §2 partner/upgrade and partner/recharge, one page): a member who is not a partner
 * applies at a level not for sale or buys one for sale; a partner buys a higher level or renews theirs; the result
 * of a purchase shows as ?orderno= (after the gateway too).
 */
export function PartnerUpgradePage() {
  const t = useT();
  const { path, query } = useRoute();
  const centre = usePartnerCentre();
  const data = centre.data;
  const orderNo = query.orderno ?? '';
  const here = path === partnerPaths.recharge ? partnerPaths.recharge : partnerPaths.upgrade;
  let body: ReactNode;
  if (orderNo) body = <LevelOrderResult orderNo={orderNo} />;
  else if (centre.isError)
    body = <LoadFailed title={errorMessage(centre.error)} onRetry={() => void centre.refetch()} />;
  else if (!data) body = <Skeleton height={200} radius={12} />;
  else if (data.state === 'none' || data.state === 'rejected')
    body = (
      <>
        <ApplyForm buyHere />
        <Offer centre={data} path={here} />
      </>
    );
  else if (data.state === 'active') body = <Offer centre={data} path={here} />;
  else if (data.state === 'expired')
    body = (
      <>
        <NotPartner state="expired" />
        <Offer centre={data} path={here} />
      </>
    );
  else body = <NotPartner state={data.state} />;
  return <PartnerPage title={t('partner.entry.upgrade')}>{body}</PartnerPage>;
}
