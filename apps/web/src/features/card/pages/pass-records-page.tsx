import { queryId } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PagedList } from '../../coupon/index.ts';
import { useCardRecords } from '../api/card-detail.ts';
import { RecordRow } from '../components/record-row.tsx';
import '../components/card.css';

function Records({ id }: { id: number }) {
  const t = useT();
  return (
    <div className="card-section">
      <PagedList
        list={useCardRecords(id)}
        rows={(page) => page.records}
        label={t('card.records.title')}
        testId="card-records"
        empty={<EmptyState title={t('card.detail.noRecords')} />}
      >
        {(record) => <RecordRow key={record.id} record={record} />}
      </PagedList>
    </div>
  );
}

/** Every record of one of the member's pass cards (SPEC §2 couponPassCardDetails/cardRecords?id=…), newest first. */
export function PassRecordsPage() {
  const t = useT();
  const id = queryId(useRoute().query.id);
  return (
    <div className="card-page">
      <PageHeader title={t('card.records.title')} />
      {id === null ? <EmptyState title={t('card.detail.notFound')} /> : <Records id={id} />}
    </div>
  );
}
