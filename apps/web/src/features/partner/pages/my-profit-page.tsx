import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type MyProfit, useMyProfit } from '../api/partner-api.ts';
import { day, Figures, PartnerGate, PartnerPage, useMoney } from '../components/partner-parts.tsx';

/** Earned per month as plain bars, each against the best month (no chart library: a list reads out as one). */
function Months({ months }: { months: MyProfit['months'] }) {
  const t = useT();
  const money = useMoney();
  const top = Math.max(0, ...months.map((m) => m.earned));
  return (
    <section className="card">
      <h2 className="partner-title">{t('partner.profit.months')}</h2>
      <ul className="partner-bars" data-testid="partner-months">
        {months.map((m) => (
          <li key={m.month} className="partner-bar">
            <span>{formatDate(`${m.month}-15T00:00:00Z`, 'shortYM')}</span>
            <span className="partner-bar__track" aria-hidden="true">
              <span
                className="partner-bar__fill"
                style={{ display: 'block', width: `${top > 0 ? Math.max(0, (m.earned / top) * 100) : 0}%` }}
              />
            </span>
            <span>{money(m.earned)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Profit() {
  const t = useT();
  const money = useMoney();
  const profit = useMyProfit();
  if (profit.isError)
    return <LoadFailed title={errorMessage(profit.error)} onRetry={() => void profit.refetch()} />;
  if (!profit.data) return <Skeleton height={240} radius={12} />;
  const p = profit.data;
  return (
    <>
      <section className="card" data-testid="partner-profit">
        <p className="partner-muted">{t('partner.profit.since', { date: day(p.since) })}</p>
        <dl className="partner-figures">
          <div className="partner-figure">
            <dt>{t('partner.profit.earned')}</dt>
            <dd data-testid="partner-earned">{money(p.earned)}</dd>
          </div>
          <div className="partner-figure">
            <dt>{t('partner.profit.reversed')}</dt>
            <dd data-testid="partner-reversed">{money(p.reversed)}</dd>
          </div>
        </dl>
        <Figures figures={p} />
      </section>
      <Months months={p.months} />
    </>
  );
}

/** My profit (SPEC §2 partner/myProfit, §9): the last year only — earned, reversed, the accounts, by month. */
export function PartnerProfitPage() {
  const t = useT();
  return (
    <PartnerPage title={t('partner.entry.myProfit')}>
      <PartnerGate allow={['active', 'expired']}>{() => <Profit />}</PartnerGate>
    </PartnerPage>
  );
}
