import type { MemberCardDetailOut } from '@shop/contracts';
import { queryId } from '@shop/domain';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCardDetail } from '../api/card-detail.ts';
import { CardCode } from '../components/card-code.tsx';
import { RecordRow } from '../components/record-row.tsx';
import { passRecordsPath } from '../state/card-paths.ts';
import { heldValidity, isUsable, stateMark } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/card.css';

/** The card's figure: the times left large, of the total, its name, state and validity. */
function Summary({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  const day = useCardDay();
  const mark = stateMark(card.state, t);
  return (
    <section
      className={`card-hero${isUsable(card.state) ? '' : ' card-hero--muted'}`}
      data-testid="pass-card-summary"
    >
      <h2 className="card-hero__name">{card.name}</h2>
      <p className="card-hero__times">
        <span className="visually-hidden">{t('card.detail.left')} </span>
        <span className="card-hero__left" data-testid="pass-card-times-left">
          {card.timesLeft ?? 0}
        </span>
        <span className="card-hero__total">{t('card.detail.ofTotal', { total: card.timesTotal ?? 0 })}</span>
      </p>
      <p className="card-hero__line" data-testid="pass-card-validity">
        {heldValidity(card, t, day)}
      </p>
      {mark ? (
        <p className="card-hero__mark" data-testid="pass-card-mark">
          {mark}
        </p>
      ) : null}
    </section>
  );
}

/** Where the card is used and what one time covers, in the reader's language. */
function Terms({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  const covers = [...card.productNames, ...card.categoryNames];
  return (
    <section className="card-section">
      <dl className="card-terms">
        <dt>{t('card.detail.stores')}</dt>
        <dd>{card.storeNames.length > 0 ? card.storeNames.join(' · ') : t('card.detail.allStores')}</dd>
        <dt>{t('card.detail.covers')}</dt>
        <dd>{covers.length > 0 ? covers.join(' · ') : t('card.detail.anyItem')}</dd>
      </dl>
      {card.description ? <p className="card-section__text">{card.description}</p> : null}
    </section>
  );
}

/** The newest records (the detail carries them), and the page of all of them when there are more. */
function Records({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  return (
    <section className="card-section" aria-labelledby="card-records-title">
      <h2 className="card-section__title" id="card-records-title">
        {t('card.detail.records')}
      </h2>
      {card.records.length === 0 ? (
        <p className="card-section__text">{t('card.detail.noRecords')}</p>
      ) : (
        <ul className="card-records" data-testid="card-records">
          {card.records.map((record) => (
            <RecordRow key={record.id} record={record} />
          ))}
        </ul>
      )}
      {card.recordsTotal > card.records.length ? (
        <Link
          to={passRecordsPath}
          query={{ id: String(card.id) }}
          className="card-section__more touch-44"
          data-testid="card-all-records"
        >
          {t('card.detail.allRecords')}
        </Link>
      ) : null}
    </section>
  );
}

function CardBody({ id }: { id: number | null }) {
  const t = useT();
  const card = useCardDetail(id);
  if (id === null || (card.isError && isApiError(card.error) && card.error.code === 'CARD_NOT_FOUND'))
    return <EmptyState title={t('card.detail.notFound')} />;
  if (card.isError)
    return <LoadFailed title={errorMessage(card.error)} onRetry={() => void card.refetch()} />;
  if (!card.data) return <Skeleton height={320} radius={12} />;
  return (
    <>
      <Summary card={card.data} />
      {isUsable(card.data.state) ? (
        <section className="card-section">
          <CardCode number={card.data.number} />
        </section>
      ) : null}
      <Terms card={card.data} />
      <Records card={card.data} />
    </>
  );
}

/**
 * A held pass card (SPEC §2 coupons/couponPassCardDetails?id=…): the times left of the total and its validity, the
 * card number as the QR and barcode the counter scans (while it can be used), where it is used, and its records.
 */
export function PassCardPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page">
      <PageHeader title={t('card.detail.title')} />
      <CardBody id={queryId(query.id)} />
    </div>
  );
}
