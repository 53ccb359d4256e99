import type { PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm, errorMessage, toastError } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { PayMethodPicker, startOnlinePayment, usePayInfo } from '../../payment/index.ts';
import { type CompletedTable, useCompleteTable, useCoopCart } from '../api/table-api.ts';
import { MinSpendShortfall, SessionClosed, TableLine } from '../components/table-parts.tsx';
import { sessionIdOf, tablePaths } from '../state/table-ref.ts';
import '../components/table.css';

/** Pay after the meal, or online now: the ways a table pays (cash at the counter is pay-after here). */
const tableMethod = (code: number) => code === PayCode.payAfter || isOnlinePayCode(code);

/** The table's methods, pay after the meal first: it is the table's usual way, so the list leads with it. */
function tableOptions(options: readonly PayOptionOut[]): PayOptionOut[] {
  const offered = options.filter((o) => tableMethod(o.Code));
  return [
    ...offered.filter((o) => o.Code === PayCode.payAfter),
    ...offered.filter((o) => o.Code !== PayCode.payAfter),
  ];
}

/**
 * scanCodeOrder/placeorder/tablePlace: the shared cart's lines as one table order, how to pay (after the meal, or
 * online), and a confirm when the table is below its minimum spend (SPEC §5: it asks, it does not refuse).
 */
export function TablePlacePage() {
  const t = useT();
  const { query } = useRoute();
  const sessionId = sessionIdOf(query);
  const cart = useCoopCart(sessionId);
  const payInfo = usePayInfo('queue', true);
  const complete = useCompleteTable();
  const options = tableOptions(payInfo.data?.payMethods ?? []);
  const [chosen, setChosen] = useState<number | null>(null);
  // No balance at a table: the default (SPEC §4) is the first option, pay after the meal when offered.
  const code = effectivePayCode(options, chosen, { isLoggedIn: true, balance: 0 });
  const payMethod = code === PayCode.none ? null : code;

  const goOn = async (done: CompletedTable) => {
    const receipt = { sessionId: String(sessionId), orderno: done.order.orderNo };
    if (!done.order.needPay) return redirect(tablePaths.receipt, receipt);
    try {
      await startOnlinePayment(done.order.orderNo, done.order.payMethod, {
        replace: true,
        returnTo: `${tablePaths.receipt}?sessionId=${sessionId}`,
      });
    } catch (error) {
      toastError(error);
      redirect(tablePaths.receipt, receipt);
    }
  };

  const send = (confirmMinSpend: boolean) => {
    if (payMethod === null) return;
    complete.mutate(
      { sessionId, payMethod, ...(confirmMinSpend ? { confirmMinSpend } : {}) },
      {
        onSuccess: (done) => void goOn(done),
        onError: async (error) => {
          if (isApiError(error) && error.code === 'TABLE_MIN_SPEND_CONFIRM') {
            if (await confirm({ message: errorMessage(error) })) send(true);
            return;
          }
          toastError(error);
        },
      },
    );
  };

  const data = cart.data;
  return (
    <main className="table-page">
      <PageHeader title={t('table.placeTitle')} />
      {data ? (
        <>
          <TableLine cart={data} />
          <SessionClosed cart={data} />
          <ul className="table-lines table-card card" data-testid="place-lines">
            {data.lines.map((line) => (
              <li key={line.lineId} className="table-row table-row--plain">
                <span>×{line.ProductNum}</span>
                <span>{line.ProductName}</span>
                <Price minor={toMinor(line.LineAmount)} size="sm" />
              </li>
            ))}
          </ul>
          <MinSpendShortfall cart={data} />
          <section className="table-card card table-pay">
            <h2 id="table-pay-title" className="table-section-title">
              {t('table.payTitle')}
            </h2>
            <PayMethodPicker
              options={options}
              selected={payMethod}
              onSelect={setChosen}
              balance={{ amount: 0, short: false, shortNote: 'checkout.balanceShort' }}
              labelledBy="table-pay-title"
              name="table-pay"
              look="rows"
            />
            {payMethod === PayCode.payAfter ? <p className="table-note">{t('table.payAfterHint')}</p> : null}
          </section>
          <div className="table-bar">
            <span className="table-bar__sum">
              <span>{t('table.total')}</span>
              <span data-testid="table-place-total">
                <Price minor={toMinor(data.summary.amount)} />
              </span>
            </span>
            <Button
              loading={complete.isPending}
              disabled={payMethod === null || data.lines.length === 0 || data.session.status !== 'open'}
              onClick={() => send(false)}
              data-testid="table-submit"
            >
              {t('table.submit')}
            </Button>
          </div>
        </>
      ) : null}
    </main>
  );
}
