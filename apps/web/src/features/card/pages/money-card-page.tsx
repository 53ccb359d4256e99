import type { MemberCardDetailOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { useCardDetail } from '../api/card-detail.ts';
import {
  CardDescription,
  CardDetailPage,
  CardHero,
  CardPending,
  HeldCardCode,
  RecentRecords,
} from '../components/card-detail.tsx';
import { prepaidRechargePath, prepaidRecordsPath, transferPrepaidPath } from '../state/card-paths.ts';
import { isUsable } from '../state/card-words.ts';

/** The card's figure: the balance large. */
function Summary({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  return (
    <CardHero
      card={card}
      testPrefix="prepaid-card"
      figure={
        <>
          <span className="visually-hidden">{t('card.prepaid.balance')} </span>
          <span data-testid="prepaid-card-balance">
            <Price minor={toMinor(card.balance ?? 0)} size="lg" />
          </span>
        </>
      }
    />
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

function CardBody({ id }: { id: number | null }) {
  const card = useCardDetail(id);
  // Another kind's id answers with that card: this page only draws prepaid ones.
  const wrongKind = card.data !== undefined && card.data.kind !== 'prepaid';
  if (id === null || wrongKind || card.isError || !card.data)
    return <CardPending id={id} card={card} wrongKind={wrongKind} />;
  return (
    <>
      <Summary card={card.data} />
      <HeldCardCode card={card.data} hint="card.prepaid.showAtCounter" />
      <Actions card={card.data} />
      <CardDescription text={card.data.description} />
      <RecentRecords card={card.data} allPath={prepaidRecordsPath} titleId="prepaid-records-title" />
    </>
  );
}

/**
 * A held prepaid card (SPEC §2 coupons/couponPrepaidCardDetails?id=…): its balance and validity, the number as the
 * QR and barcode the counter scans, a top-up and (when its product allows) a transfer, and its records.
 */
export function PrepaidCardPage() {
  return <CardDetailPage title="card.prepaid.title" body={(id) => <CardBody id={id} />} />;
}
