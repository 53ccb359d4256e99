import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useBlindBoxDetail, useBlindBoxOrder, useBlindBoxSeries, useMyBoxes } from '../api/blind-box-api.ts';
import { ActivityShell, useActivityView } from '../components/activity-shell.tsx';
import { BoxBuyForm } from '../components/box-buy-form.tsx';
import { BoxReveal } from '../components/box-reveal.tsx';
import { MyBoxes, SeriesCard, SeriesHero, SeriesPool } from '../components/box-series.tsx';
import { blindBoxPath } from '../state/use-box-buy.ts';
import './blind-box-page.css';

function SeriesList() {
  const t = useT();
  const series = useBlindBoxSeries();
  if (series.isError)
    return <LoadFailed title={errorMessage(series.error)} onRetry={() => void series.refetch()} />;
  if (!series.data) return <Skeleton height={96} radius={12} />;
  if (series.data.length === 0) return <EmptyState title={t('marketing.blindBox.none')} />;
  return (
    <div className="bb-list">
      {series.data.map((s) => (
        <SeriesCard key={s.id} series={s} />
      ))}
    </div>
  );
}

function SeriesPage({ id }: { id: number }) {
  const detail = useBlindBoxDetail(id);
  if (detail.isError)
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={200} radius={12} />;
  return (
    <>
      <SeriesHero series={detail.data} />
      <SeriesPool series={detail.data} />
      <BoxBuyForm series={detail.data} />
    </>
  );
}

/** After paying (at once, or back from the gateway once confirmed): the unboxing, or why there is nothing. */
function Reveal({
  orderNo,
  localOrderNo,
  seriesId,
}: {
  orderNo: string;
  localOrderNo: string;
  seriesId: number;
}) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useBlindBoxOrder}
      waiting={{ title: t('marketing.blindBox.confirming') }}
      testId="blind-box"
    >
      {(order) =>
        order.status === 'unpaid' ? (
          <PaidUnpaid
            order={order}
            returnTo={`${blindBoxPath}?id=${seriesId}`}
            payLabel={t('marketing.blindBox.payAgain')}
            testId="blind-box"
          />
        ) : order.item ? (
          <BoxReveal order={order} />
        ) : (
          <PaidCard
            tone="warn"
            title={t('marketing.blindBox.closedTitle')}
            text={t('marketing.blindBox.closedText')}
            testId="blind-box-closed"
          />
        )
      }
    </PaidResult>
  );
}

/**
 * Blind boxes (SPEC §1, §2 the blind box link, §4 unboxing): the series on now; a series' page (?id=) with its
 * pool and odds as they stand, the guarantee and the member's run, and buying a box (guests are asked to log in);
 * after paying (?orderno=) the unboxing; the member's boxes below.
 */
export function BlindBoxPage() {
  const t = useT();
  const mine = useMyBoxes();
  const view = useActivityView({
    list: () => <SeriesList />,
    detail: (id) => <SeriesPage id={id} />,
    order: ({ orderNo, localOrderNo, id }) => (
      <Reveal orderNo={orderNo} localOrderNo={localOrderNo} seriesId={id ?? 0} />
    ),
  });
  return (
    <ActivityShell
      title={t('marketing.blindBox.title')}
      look="bb"
      view={view}
      mine={{ title: t('marketing.blindBox.mine'), list: mine.data ? <MyBoxes orders={mine.data} /> : null }}
    />
  );
}
