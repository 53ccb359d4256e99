import { type ReactNode, useContext, useState } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toastError } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { useJoinTable, useTable } from '../api/table-api.ts';
import { tablePaths, tableRefOf } from '../state/table-ref.ts';
import '../components/table.css';

/**
 * scanCodeOrder/index (SPEC §2, the launch's tableno): finds the table the code or number names, asks the diner
 * count when nobody sits there yet (SPEC §5), or joins the table's open session, then opens the table's menu.
 */
export function TableIndexPage() {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const { query } = useRoute();
  const ref = tableRefOf(query.tableno ?? query.tableNo);
  const table = useTable(ref);
  const join = useJoinTable();
  const [diners, setDiners] = useState(2);

  const sit = (count: number) => {
    if (!ref) return;
    join.mutate(
      { ...ref, diners: count },
      {
        onSuccess: (cart) => redirect(tablePaths.menu, { sessionId: String(cart.session.id) }),
        onError: (error) => toastError(error),
      },
    );
  };

  let body: ReactNode;
  if (!ref) body = <EmptyState title={t('table.noTable')} text={t('table.scanAgain')} />;
  else if (table.isPending) body = <p className="table-note">{t('table.loading')}</p>;
  else if (table.isError)
    body = (
      <div data-testid="table-error">
        <EmptyState title={errorMessage(table.error)} text={t('table.scanAgain')} />
      </div>
    );
  else {
    const found = table.data;
    const open = found.session;
    body = (
      <section className="table-card card" data-testid="table-found">
        <h2 className="table-row__name">{t('table.tableName', { no: found.tableNo })}</h2>
        <p className="table-row__note">{found.storeName}</p>
        {found.minSpend > 0 ? (
          <p className="table-row__note">
            {t('table.minSpend', { amount: formatAmount(found.minSpend, currency) })}
          </p>
        ) : null}
        {open ? (
          <>
            <p className="table-hint">{t('table.joinHint', { n: String(open.diners) })}</p>
            <Button block loading={join.isPending} onClick={() => sit(open.diners)} data-testid="table-join">
              {t('table.join')}
            </Button>
          </>
        ) : (
          <>
            <div className="table-diners-picker">
              <span id="table-diners-label">{t('table.askDiners')}</span>
              <QuantityStepper
                value={diners}
                onChange={(n) => setDiners(Math.max(1, Math.min(99, n)))}
                min={1}
                max={99}
                label={t('table.dinersLabel')}
              />
            </div>
            <Button block loading={join.isPending} onClick={() => sit(diners)} data-testid="table-start">
              {t('table.start')}
            </Button>
          </>
        )}
      </section>
    );
  }
  return (
    <main className="table-page">
      <PageHeader title={t('table.title')} />
      {body}
    </main>
  );
}
