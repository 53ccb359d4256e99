import type { MemberCardDetailOut } from '@shop/contracts';
import { queryId, toMinor } from '@shop/domain';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCardDetail } from '../api/card-detail.ts';
import { CardCode } from '../components/card-code.tsx';
import { RecordRow } from '../components/record-row.tsx';
import { prepaidRechargePath, prepaidRecordsPath, transferPrepaidPath } from '../state/card-paths.ts';
import { heldValidity, isUsable, stateMark } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/card.css';

/** The card's figure: the balance large, its name, state and validity. */
function Summary({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  const day = useCardDay();
  const mark = stateMark(card.state, t);
  return (
    <section
      className={`card-hero${isUsable(card.state) ? '' : ' card-hero--muted'}`}
      data-testid="prepaid-card-summary"
    >
      <h2 className="card-hero__name">{card.name}</h2>
      <p className="card-hero__times">
        <span className="visually-hidden">{t('card.prepaid.balance')} </span>
        <span data-testid="prepaid-card-balance">
          <Price minor={toMinor(card.balance ?? 0)} size="lg" />
        </span>
      </p>
      <p className="card-hero__line" data-testid="prepaid-card-validity">
        {heldValidity(card, t, day)}
      </p>
      {mark ? <p className="card-hero__mark">{mark}</p> : null}
    </section>
  );
}

/** What the member can do with a usable card: top it up, and give part of it away when its product allows. */
function Actions({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  if (!isUsable(card.state)) return null;
  const id = { id: String(card.id) };
  return (
    <section className="card-section card-actions">
      <Link
        to={prepaidRechargePath}
        query={id}
        className="btn btn--primary btn--md"
        data-testid="prepaid-top-up"
      >
        {t('card.prepaid.topUp')}
      </Link>
      {card.transferable ? (
        <Link
          to={transferPrepaidPath}
          query={id}
          className="btn btn--secondary btn--md"
          data-testid="prepaid-transfer"
        >
          {t('card.prepaid.transferLink')}
        </Link>
      ) : null}
    </section>
  );
}

function Records({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  return (
    <section className="card-section" aria-labelledby="prepaid-records-title">
      <h2 className="card-section__title" id="prepaid-records-title">
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
          to={prepaidRecordsPath}
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
  const missing = card.isError && isApiError(card.error) && card.error.code === 'CARD_NOT_FOUND';
  if (id === null || missing || (card.data && card.data.kind !== 'prepaid'))
    return <EmptyState title={t('card.detail.notFound')} />;
  if (card.isError)
    return <LoadFailed title={errorMessage(card.error)} onRetry={() => void card.refetch()} />;
  if (!card.data) return <Skeleton height={320} radius={12} />;
  return (
    <>
      <Summary card={card.data} />
      {isUsable(card.data.state) ? (
        <section className="card-section">
          <CardCode number={card.data.number} hint="card.prepaid.showAtCounter" />
        </section>
      ) : null}
      <Actions card={card.data} />
      {card.data.description ? (
        <section className="card-section">
          <p className="card-section__text">{card.data.description}</p>
        </section>
      ) : null}
      <Records card={card.data} />
    </>
  );
}

/**
 * A held prepaid card (SPEC §2 coupons/couponPrepaidCardDetails?id=…): its balance and validity, the number as the
 * QR and barcode the counter scans, a top-up and (when its product allows) a transfer, and its records.
 */
export function PrepaidCardPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page">
      <PageHeader title={t('card.prepaid.title')} />
      <CardBody id={queryId(query.id)} />
    </div>
  );
}
