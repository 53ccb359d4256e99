import { partnerState } from '@shop/contracts';
import { queryId } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { CashOutForm } from '../components/cash-out-form.tsx';
import { CashOutDetail, CashOutRecords } from '../components/cash-out-records.tsx';
import { NotPartner, PartnerGate, PartnerPage } from '../components/partner-parts.tsx';
import { ToBalanceForm } from '../components/to-balance-form.tsx';

/**
 * Cash-out (SPEC §2 partner/profitCashOut, §5, §8): the request form with the fee quoted, then the records with
 * their states; ?view=records the records alone, ?id= one record. Only an active partner may ask (an expired one
 * is told 'identity expired, contact merchant'), but anyone who was one may read their records.
 */
export function CashOutPage() {
  const t = useT();
  const { query } = useRoute();
  const id = queryId(query.id);
  if (id !== null)
    return (
      <PartnerPage title={t('partner.records.detail')}>
        <CashOutDetail id={id} />
      </PartnerPage>
    );
  if (query.view === 'records')
    return (
      <PartnerPage title={t('partner.entry.records')}>
        <CashOutRecords />
      </PartnerPage>
    );
  return (
    <PartnerPage title={t('partner.entry.cashOut')}>
      <PartnerGate allow={partnerState.options}>
        {(centre) => (
          <>
            {centre.state === 'active' ? (
              <>
                <CashOutForm centre={centre} onDone={() => undefined} />
                <ToBalanceForm centre={centre} />
              </>
            ) : (
              <NotPartner state={centre.state} />
            )}
            {centre.state === 'none' ? null : <CashOutRecords />}
          </>
        )}
      </PartnerGate>
    </PartnerPage>
  );
}
