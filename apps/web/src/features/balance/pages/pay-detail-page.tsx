import { type ReactNode, useContext } from 'react';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type PayDetail, usePayDetail } from '../api/pay-detail.ts';
import { signedAmount } from '../components/entry-row.tsx';
import { GiftLines } from '../components/gift-lines.tsx';
import { useEntryWords } from '../state/use-entry-words.ts';
import { useStoreDay } from '../state/use-store-day.ts';
import './balance-pages.css';

function Row(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="balance-detail__row">
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  );
}

function Detail({ data }: { data: PayDetail }) {
  const t = useT();
  const words = useEntryWords();
  const storeDay = useStoreDay();
  const currency = useContext(CurrencyContext);
  const { entry, order, instalment, topUp } = data;
  return (
    <>
      <section className="card balance-detail__head">
        <span className="balance-detail__reason">{words(entry)}</span>
        <span
          className={`balance-detail__amount${entry.amount > 0 ? ' balance-entry__amount--in' : ''}`}
          data-testid="pay-detail-amount"
        >
          {signedAmount(entry.amount, currency)}
        </span>
      </section>
      <dl className="card balance-detail">
        <Row label={t('balance.detail.time')}>{formatDate(entry.createdAt, 'long')}</Row>
        <Row label={t('balance.detail.after')}>{formatAmount(entry.balanceAfter, currency)}</Row>
        {order ? (
          <Row label={t('balance.detail.orderNo')} testId="pay-detail-order">
            {order.orderNo}
          </Row>
        ) : null}
        {instalment && instalment.of > 1 ? (
          <Row label={t('balance.detail.instalment')}>
            {t('balance.detail.instalmentOf', { seq: instalment.seq, of: instalment.of })}
          </Row>
        ) : null}
        {entry.note && !entry.note.startsWith('topup:') ? (
          <Row label={t('balance.detail.note')}>{entry.note}</Row>
        ) : null}
      </dl>
      {topUp ? (
        <section className="card balance-detail__top-up" data-testid="pay-detail-top-up">
          <h2 className="balance-section__title">
            {t('balance.detail.topUp', { amount: formatAmount(topUp.amount, currency) })}
          </h2>
          <GiftLines gift={topUp.gift} items={topUp.items} />
          {topUp.instalments.length > 1 ? (
            <ul className="balance-upcoming">
              {topUp.instalments.map((p) => (
                <li key={p.seq} className="balance-upcoming__line">
                  <span>
                    {t('balance.ledger.upcomingLine', {
                      seq: p.seq,
                      of: p.of,
                      date: storeDay(p.dueAt),
                    })}
                  </span>
                  <span>
                    {formatAmount(p.amount, currency)} {p.releasedAt ? t('balance.detail.credited') : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** One entry of the balance ledger (SPEC §2 balance/payDetail?id=…): what, when, the order, a top-up's gifts. */
export function PayDetailPage() {
  const t = useT();
  const { query } = useRoute();
  const detail = usePayDetail(Number(query.id) || 0);
  return (
    <div className="balance-page">
      <PageHeader title={t('balance.detail.title')} />
      {detail.isError ? (
        <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Skeleton height={200} radius={12} />
      ) : (
        <Detail data={detail.data} />
      )}
    </div>
  );
}
