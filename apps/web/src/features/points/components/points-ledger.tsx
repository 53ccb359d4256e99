import type { PointsEntryKind, PointsEntryOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNextPageOnReach } from '../../../ui/use-load-more.ts';
import { usePointsRecords } from '../api/records.ts';

function EntryRow({ entry }: { entry: PointsEntryOut }) {
  const t = useT();
  const gain = entry.delta > 0;
  return (
    <li className="points-entry" data-testid={`points-entry-${entry.id}`}>
      <div className="points-entry__main">
        <span className="points-entry__reason">{t(`points.reasons.${entry.reason}`)}</span>
        <span className="points-entry__when">{formatDate(entry.createdAt, 'long')}</span>
        {entry.orderNo ? (
          <span className="points-entry__when">{t('points.ledger.order', { orderNo: entry.orderNo })}</span>
        ) : null}
        {entry.note ? <span className="points-entry__when">{entry.note}</span> : null}
      </div>
      <div className="points-entry__figures">
        <span className={gain ? 'points-entry__delta points-entry__delta--in' : 'points-entry__delta'}>
          {gain ? `+${entry.delta}` : `${entry.delta}`}
        </span>
        <span className="points-entry__after">{t('points.ledger.after', { points: entry.pointsAfter })}</span>
      </div>
    </li>
  );
}

/** The member's points ledger of one kind, read page by page as the list is scrolled (SPEC §2 integral). */
export function PointsLedger({ kind }: { kind: PointsEntryKind }) {
  const t = useT();
  const list = usePointsRecords(kind);
  const reach = useNextPageOnReach(list);
  if (!list.data) {
    if (list.isError)
      return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
    return (
      <div className="points-ledger card" aria-busy="true">
        <Skeleton height={44} />
        <Skeleton height={44} />
      </div>
    );
  }
  const entries = list.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <EmptyState title={t('points.ledger.empty')} />;
  return (
    <>
      <ul className="points-ledger card" aria-label={t('points.ledger.title')} data-testid="points-ledger">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <div ref={reach} className="points-ledger__more">
        {list.isFetchNextPageError ? (
          <Button size="sm" variant="secondary" onClick={() => void list.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
