import type { MemberCardDetailOut, MemberCardOut } from '@shop/contracts';
import { queryId } from '@shop/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { Link, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { heldValidity, isUsable, stateMark } from '../state/card-words.ts';
import { useCardDay } from '../state/use-card-day.ts';
import { CardCode } from './card-code.tsx';
import { RecordRow } from './record-row.tsx';
import './card.css';

/**
 * A held card's page of any kind: its title over the body for the card the query's id names (null when the id is
 * not a card id, which the body shows as not found without asking).
 */
export function CardDetailPage({ title, body }: { title: TextKey; body: (id: number | null) => ReactNode }) {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page">
      <PageHeader title={t(title)} />
      {body(queryId(query.id))}
    </div>
  );
}

/**
 * What a card's page shows before (or instead of) the card: not found for no id, an id the server does not know as
 * the member's or a card of another kind (wrongKind), a retry when loading failed, a skeleton while it loads.
 */
export function CardPending<T>({
  id,
  card,
  wrongKind = false,
}: {
  id: number | null;
  card: UseQueryResult<T>;
  wrongKind?: boolean;
}) {
  const t = useT();
  const missing = card.isError && isApiError(card.error) && card.error.code === 'CARD_NOT_FOUND';
  if (id === null || missing || wrongKind) return <EmptyState title={t('card.detail.notFound')} />;
  if (card.isError)
    return <LoadFailed title={errorMessage(card.error)} onRetry={() => void card.refetch()} />;
  return <Skeleton height={320} radius={12} />;
}

/**
 * A card's figure: its name, what it holds (the kind's figure: times, balance, days), its validity, the kind's
 * further lines, its state's mark; muted once it can no longer be used. Test ids are the kind's prefix with
 * -summary, -validity and -mark.
 */
export function CardHero({
  card,
  testPrefix,
  className = '',
  figure,
  lines,
  after,
}: {
  card: Pick<MemberCardOut, 'name' | 'state' | 'validUntil'>;
  testPrefix: string;
  className?: string;
  figure: ReactNode;
  lines?: ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  const day = useCardDay();
  const mark = stateMark(card.state, t);
  return (
    <section
      className={`card-hero${className}${isUsable(card.state) ? '' : ' card-hero--muted'}`}
      data-testid={`${testPrefix}-summary`}
    >
      <h2 className="card-hero__name">{card.name}</h2>
      <p className="card-hero__times">{figure}</p>
      <p className="card-hero__line" data-testid={`${testPrefix}-validity`}>
        {heldValidity(card, t, day)}
      </p>
      {lines}
      {mark ? (
        <p className="card-hero__mark" data-testid={`${testPrefix}-mark`}>
          {mark}
        </p>
      ) : null}
      {after}
    </section>
  );
}

/** The number the counter scans, only while the card can be used (an ended card's code would be refused there). */
export function HeldCardCode({ card, hint }: { card: MemberCardDetailOut; hint?: TextKey }) {
  if (!isUsable(card.state)) return null;
  return (
    <section className="card-section">
      <CardCode number={card.number} hint={hint} />
    </section>
  );
}

/**
 * Where the card is used and what it covers (a pass card's one time, what a shopping card pays for), in the reader's
 * language, and its description.
 */
export function CardTerms({ card, coversLabel }: { card: MemberCardDetailOut; coversLabel: TextKey }) {
  const t = useT();
  const covers = [...card.productNames, ...card.categoryNames];
  return (
    <section className="card-section">
      <dl className="card-terms">
        <dt>{t('card.detail.stores')}</dt>
        <dd>{card.storeNames.length > 0 ? card.storeNames.join(' · ') : t('card.detail.allStores')}</dd>
        <dt>{t(coversLabel)}</dt>
        <dd data-testid="card-covers">{covers.length > 0 ? covers.join(' · ') : t('card.detail.anyItem')}</dd>
      </dl>
      {card.description ? <p className="card-section__text">{card.description}</p> : null}
    </section>
  );
}

/** The card's description, set by the store for its product, when it has one. */
export function CardDescription({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <section className="card-section">
      <p className="card-section__text">{text}</p>
    </section>
  );
}

/** The newest records (the detail carries them), and the kind's page of all of them when there are more. */
export function RecentRecords({
  card,
  allPath,
  titleId,
}: {
  card: MemberCardDetailOut;
  allPath: string;
  titleId: string;
}) {
  const t = useT();
  return (
    <section className="card-section" aria-labelledby={titleId}>
      <h2 className="card-section__title" id={titleId}>
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
          to={allPath}
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
