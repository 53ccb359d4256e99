import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useChargeRules } from '../api/load-charge-rules.ts';
import { GiftLines } from '../components/gift-lines.tsx';
import { rechargePath } from '../state/balance-paths.ts';
import './balance-pages.css';

/**
 * The top-up offers (SPEC §2 balance/actionRecharge): every rule that brings gifts, each a card with its gifts
 * spelled out; a fixed one opens the top-up with it chosen, a free one the top-up's own amount.
 */
export function ActionRechargePage() {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const rules = useChargeRules();
  const offers = (rules.data?.rules ?? []).filter((r) => r.gift || r.items.length > 0);
  return (
    <div className="balance-page">
      <PageHeader title={t('balance.offers.title')} />
      {rules.isError ? (
        <LoadFailed title={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />
      ) : !rules.data ? (
        <Skeleton height={240} radius={12} />
      ) : offers.length === 0 ? (
        <EmptyState title={t('balance.offers.none')} />
      ) : (
        <ul className="balance-offers">
          {offers.map((r) => (
            <li key={r.id} className="card balance-offer" data-testid={`top-up-offer-${r.id}`}>
              <h2 className="balance-offer__title">
                {r.kind === 'fixed'
                  ? t('balance.offers.fixed', { amount: formatAmount(r.amount, currency) })
                  : t('balance.offers.free', { amount: formatAmount(r.amount, currency) })}
              </h2>
              <GiftLines gift={r.gift} items={r.items} />
              <Button
                size="md"
                onClick={() => navigate(rechargePath, r.kind === 'fixed' ? { ruleid: String(r.id) } : {})}
              >
                {t('balance.offers.go')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
