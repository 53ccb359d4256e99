import type { CouponTransferRecordOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useTransferRecords } from '../api/transfer-records.ts';
import { PagedList } from '../components/paged-list.tsx';
import { recordsPath } from '../state/coupon-paths.ts';
import { faceValue } from '../state/rule-words.ts';
import { useWords } from '../state/use-words.ts';
import './coupon-pages.css';

type Direction = 'given' | 'received';
const directions: readonly Direction[] = ['given', 'received'];

/** Where a gift stands: waiting (until when), received (when), expired or taken back. */
function statusLine(record: CouponTransferRecordOut, t: ReturnType<typeof useT>): string {
  const when = (value: string) => formatDate(value, 'shortMDHM');
  switch (record.status) {
    case 'open':
      return t('coupon.records.status.pending', { time: when(record.expiresAt) });
    case 'received':
      return t('coupon.records.status.received', { time: when(record.receivedAt ?? record.createdAt) });
    case 'expired':
      return t('coupon.records.status.expired', { time: when(record.expiresAt) });
    case 'cancelled':
      return t('coupon.records.status.cancelled');
  }
}

function RecordRow({ record }: { record: CouponTransferRecordOut }) {
  const t = useT();
  const words = useWords(record.names);
  const other = record.otherName || t('coupon.records.friend');
  const who =
    record.direction === 'given'
      ? record.status === 'received'
        ? t('coupon.records.to', { name: other })
        : null
      : t('coupon.records.from', { name: other });
  return (
    <li className="coupon-records__row card" data-testid={`transfer-record-${record.id}`}>
      <span className="coupon-records__head">
        <span>{record.name}</span>
        <span>{faceValue(record.rule, words)}</span>
      </span>
      {who ? <p className="coupon-records__line">{who}</p> : null}
      <p className="coupon-records__line" data-testid="transfer-record-status">
        {statusLine(record, t)}
      </p>
      <p className="coupon-records__line">{formatDate(record.createdAt, 'long')}</p>
    </li>
  );
}

function RecordList({ direction }: { direction: Direction }) {
  const t = useT();
  return (
    <PagedList
      list={useTransferRecords(direction)}
      rows={(page) => page.records}
      label={t(`coupon.records.${direction}`)}
      empty={<EmptyState title={t('coupon.records.empty')} />}
    >
      {(record) => <RecordRow key={record.id} record={record} />}
    </PagedList>
  );
}

/** The gift records (SPEC §2 coupons/transferCouponRecords): what the member gave and what they received. */
export function TransferRecordsPage() {
  const t = useT();
  const { query } = useRoute();
  const direction: Direction = query.direction === 'received' ? 'received' : 'given';
  return (
    <div className="coupon-page">
      <PageHeader title={t('coupon.records.title')} />
      <Tabs
        tabs={directions.map((id) => ({ id, label: t(`coupon.records.${id}`) }))}
        current={direction}
        label={t('coupon.records.tabsLabel')}
        onPick={(next) => redirect(recordsPath, { ...query, direction: next })}
        testPrefix="transfer-tab"
      />
      <RecordList direction={direction} />
    </div>
  );
}
