import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePartnerCentre, usePartnerLevels } from '../api/partner-api.ts';
import { useLevelWords } from '../components/apply-form.tsx';
import { useMethodWords } from '../components/cash-out-form.tsx';
import { PartnerPage, useMoney } from '../components/partner-parts.tsx';

function Levels() {
  const t = useT();
  const levels = usePartnerLevels();
  const words = useLevelWords();
  if (levels.isError)
    return <LoadFailed title={errorMessage(levels.error)} onRetry={() => void levels.refetch()} />;
  if (!levels.data) return <Skeleton height={160} radius={12} />;
  const data = levels.data;
  return (
    <section className="card" data-testid="partner-rules-levels">
      <h2 className="partner-title">{t('partner.rules.levels')}</h2>
      {data.levels.length === 0 ? <p className="partner-muted">{t('partner.apply.closed')}</p> : null}
      <ul className="partner-rows">
        {data.levels.map((l) => (
          <li key={l.id} className="partner-row">
            <span className="partner-row__main">
              <span className="partner-level__name">{l.name}</span>
              <span className="partner-muted">{words(l)}</span>
              {l.description ? <span className="partner-muted">{l.description}</span> : null}
            </span>
            <span className="partner-row__side partner-muted">
              {l.open ? t('partner.rules.open') : t('partner.rules.notOpen')}
            </span>
          </li>
        ))}
      </ul>
      <p className="partner-muted">
        {data.signUpOpen ? t('partner.rules.signUpOpen') : t('partner.apply.closed')} ·{' '}
        {t('partner.rules.agreement', { version: data.agreementVersion })}
      </p>
    </section>
  );
}

/** The cash-out rules, from the centre (a member's call): minimum, fee, methods, the withdrawal agreement. */
function CashOutRules() {
  const t = useT();
  const money = useMoney();
  const methodWords = useMethodWords();
  const centre = usePartnerCentre();
  if (centre.isError)
    return <LoadFailed title={errorMessage(centre.error)} onRetry={() => void centre.refetch()} />;
  if (!centre.data) return <Skeleton height={120} radius={12} />;
  const r = centre.data.cashOut;
  const fee = [
    r.feeRate > 0 ? t('partner.rules.feeRate', { rate: r.feeRate }) : null,
    r.feeFixed > 0 ? t('partner.rules.feeFixed', { amount: money(r.feeFixed) }) : null,
  ].filter(Boolean);
  const rows: Array<[string, string]> = [
    [t('partner.cashOut.minimum'), money(r.minimum)],
    [t('partner.records.fee'), fee.length > 0 ? fee.join(' + ') : t('partner.rules.noFee')],
    [t('partner.cashOut.method'), r.methods.map(methodWords).join(' · ')],
    [t('partner.rules.withdrawalAgreement'), r.agreementVersion],
    [t('partner.rules.toBalance'), t(r.toBalanceAllowed ? 'partner.rules.yes' : 'partner.rules.no')],
  ];
  return (
    <section className="card" data-testid="partner-rules-cash-out">
      <h2 className="partner-title">{t('partner.rules.cashOut')}</h2>
      <dl className="partner-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="partner-row">
            <dt className="partner-label">{label}</dt>
            <dd className="partner-value">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="partner-muted">{t('partner.rules.hold')}</p>
    </section>
  );
}

/** The programme's rules (SPEC §2 partner/rules, §5, §9): levels and rates, then how cashing out works. */
export function PartnerRulesPage() {
  const t = useT();
  const { isLoggedIn } = useSession();
  return (
    <PartnerPage title={t('partner.entry.rules')}>
      <Levels />
      {isLoggedIn ? <CashOutRules /> : <EmptyState title={t('common.loginNeeded')} />}
    </PartnerPage>
  );
}
