import type { MemberCardDetailOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useCardDetail } from '../api/card-detail.ts';
import {
  CardDetailPage,
  CardHero,
  CardPending,
  CardTerms,
  HeldCardCode,
  RecentRecords,
} from '../components/card-detail.tsx';
import { passRecordsPath } from '../state/card-paths.ts';

/** The card's figure: the times left large, of the total. */
function Summary({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  return (
    <CardHero
      card={card}
      testPrefix="pass-card"
      figure={
        <>
          <span className="visually-hidden">{t('card.detail.left')} </span>
          <span className="card-hero__left" data-testid="pass-card-times-left">
            {card.timesLeft ?? 0}
          </span>
          <span className="card-hero__total">
            {t('card.detail.ofTotal', { total: card.timesTotal ?? 0 })}
          </span>
        </>
      }
    />
  );
}

function CardBody({ id }: { id: number | null }) {
  const card = useCardDetail(id);
  if (id === null || card.isError || !card.data) return <CardPending id={id} card={card} />;
  return (
    <>
      <Summary card={card.data} />
      <HeldCardCode card={card.data} />
      <CardTerms card={card.data} coversLabel="card.detail.covers" />
      <RecentRecords card={card.data} allPath={passRecordsPath} titleId="card-records-title" />
    </>
  );
}

/**
 * A held pass card (SPEC §2 coupons/couponPassCardDetails?id=…): the times left of the total and its validity, the
 * card number as the QR and barcode the counter scans (while it can be used), where it is used, and its records.
 */
export function PassCardPage() {
  return <CardDetailPage title="card.detail.title" body={(id) => <CardBody id={id} />} />;
}
