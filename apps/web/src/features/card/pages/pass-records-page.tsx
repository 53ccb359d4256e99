import { queryId } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PagedList } from '../../coupon/index.ts';
import { useCardRecords } from '../api/card-detail.ts';
import { RecordRow } from '../components/record-row.tsx';
import { prepaidCardPath, shoppingCardPath } from '../state/card-paths.ts';
import '../components/card.css';

function Records({ id, title }: { id: number; title: string }) {
  const t = useT();
  return (
    <div className="card-section">
      <PagedList
        list={useCardRecords(id)}
        rows={(page) => page.records}
        label={title}
        testId="card-records"
        empty={<EmptyState title={t('card.detail.noRecords')} />}
      >
        {(record) => <RecordRow key={record.id} record={record} />}
      </PagedList>
    </div>
  );
}

/**
 * Every record of one of the member's cards, newest first: a pass card's (SPEC §2 couponPassCardDetails/cardRecords
 * ?id=…), a prepaid card's (couponPrepaidCardDetails/cardRecords) or a shopping card's
 * (couponShoppingCardDetails/cardRecords), titled by the card page it belongs to.
 */
export function PassRecordsPage() {
  const t = useT();
  const { path, query } = useRoute();
  const id = queryId(query.id);
  const title = t(
    path.startsWith(prepaidCardPath)
      ? 'card.prepaid.records.title'
      : path.startsWith(shoppingCardPath)
        ? 'card.shopping.records.title'
        : 'card.records.title',
  );
  return (
    <div className="card-page">
      <PageHeader title={title} />
      {id === null ? <EmptyState title={t('card.detail.notFound')} /> : <Records id={id} title={title} />}
    </div>
  );
}
