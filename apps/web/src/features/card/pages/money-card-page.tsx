import type { MemberCardDetailOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { Link } from '../../../lib/router/use-route.tsx';
import { Price } from '../../../ui/price.tsx';
import { useCardDetail } from '../api/card-detail.ts';
import {
  CardDescription,
  CardDetailPage,
  CardHero,
  CardPending,
  CardTerms,
  HeldCardCode,
  RecentRecords,
} from '../components/card-detail.tsx';
import type { MoneyKind } from '../components/money-card-row.tsx';
import {
  prepaidRechargePath,
  prepaidRecordsPath,
  shoppingRecordsPath,
  transferPrepaidPath,
} from '../state/card-paths.ts';
import { isUsable } from '../state/card-words.ts';

/** The card's figure: the balance large. Test ids are the kind's (prepaid-card-…, shopping-card-…). */
function Summary({ card, kind }: { card: MemberCardDetailOut; kind: MoneyKind }) {
  const t = useT();
  return (
    <CardHero
      card={card}
      testPrefix={`${kind}-card`}
      figure={
        <>
          <span className="visually-hidden">{t(`card.${kind}.balance`)} </span>
          <span data-testid={`${kind}-card-balance`}>
            <Price minor={toMinor(card.balance ?? 0)} size="lg" />
          </span>
        </>
      }
    />
  );
}

/** What the member can do with a usable prepaid card: top it up, and give part of it away when its product allows. */
function PrepaidActions({ card }: { card: MemberCardDetailOut }) {
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

/** What each money kind's page adds: the counter's hint, the records' page, and what follows the code. */
const pages: Record<MoneyKind, { hint: TextKey; records: string; Terms: typeof PrepaidActions }> = {
  prepaid: {
    hint: 'card.prepaid.showAtCounter',
    records: prepaidRecordsPath,
    Terms: ({ card }) => (
      <>
        <PrepaidActions card={card} />
        <CardDescription text={card.description} />
      </>
    ),
  },
  // A shopping card says what it pays for (and where), its description under it.
  shopping: {
    hint: 'card.shopping.showAtCounter',
    records: shoppingRecordsPath,
    Terms: ({ card }) => <CardTerms card={card} coversLabel="card.shopping.paysFor" />,
  },
};

function CardBody({ id, kind }: { id: number | null; kind: MoneyKind }) {
  const card = useCardDetail(id);
  // Another kind's id answers with that card: this page only draws its own kind.
  const wrongKind = card.data !== undefined && card.data.kind !== kind;
  if (id === null || wrongKind || card.isError || !card.data)
    return <CardPending id={id} card={card} wrongKind={wrongKind} />;
  const { hint, records, Terms } = pages[kind];
  return (
    <>
      <Summary card={card.data} kind={kind} />
      <HeldCardCode card={card.data} hint={hint} />
      <Terms card={card.data} />
      <RecentRecords card={card.data} allPath={records} titleId={`${kind}-records-title`} />
    </>
  );
}

/**
 * A held prepaid card (SPEC §2 coupons/couponPrepaidCardDetails?id=…): its balance and validity, the number as the
 * QR and barcode the counter scans, a top-up and (when its product allows) a transfer, and its records.
 */
export function PrepaidCardPage() {
  return <CardDetailPage title="card.prepaid.title" body={(id) => <CardBody id={id} kind="prepaid" />} />;
}

/**
 * A held shopping card (SPEC §2 coupons/couponShoppingCardDetails?id=…): its balance and validity, the number as the
 * QR and barcode, the stores and the items or categories it pays for, and its records.
 */
export function ShoppingCardPage() {
  return <CardDetailPage title="card.shopping.title" body={(id) => <CardBody id={id} kind="shopping" />} />;
}
