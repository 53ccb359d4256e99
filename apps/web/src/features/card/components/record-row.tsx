import type { CardRecordOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { signedCount, signedMoney } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';

/** One move of a card's ledger: why, when and where (or with whom), and the times or money it added or took. */
export function RecordRow({ record }: { record: CardRecordOut }) {
  const t = useT();
  const when = useCardDay('long');
  // A transfer's note is the other member's masked phone: whom it went to, or came from.
  const peer =
    record.note && record.reason === 'transfer-out'
      ? t('card.prepaid.records.to', { phone: record.note })
      : record.note && record.reason === 'transfer-in'
        ? t('card.prepaid.records.from', { phone: record.note })
        : null;
  const place = [
    record.storeName,
    record.orderNo ? t('card.records.order', { orderNo: record.orderNo }) : null,
    peer,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="card-record" data-testid="card-record">
      <span className="card-record__main">
        <span className="card-record__reason">{t(`card.records.reason.${record.reason}`)}</span>
        <span className="card-record__meta">{when(record.at)}</span>
        {place ? <span className="card-record__meta">{place}</span> : null}
      </span>
      <span
        className={`card-record__delta${record.deltaTimes < 0 || record.deltaMoney < 0 ? ' card-record__delta--out' : ''}`}
        data-testid="card-record-delta"
      >
        {record.deltaTimes === 0 && record.deltaMoney !== 0
          ? signedMoney(record.deltaMoney)
          : t('card.records.times', { delta: signedCount(record.deltaTimes) })}
      </span>
    </li>
  );
}
