import type { CardOrderOut } from '@shop/contracts';
import type { ReactNode } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PaidAmount, PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useCardOrder } from '../api/buy.ts';
import {
  buyPassPath,
  buyPrepaidPath,
  menuPath,
  minePath,
  passCardPath,
  prepaidCardPath,
  prepaidQuery,
  prepaidRechargePath,
  promotionCardPath,
  shoppingCardPath,
  shoppingQuery,
  timesQuery,
} from '../state/card-paths.ts';

/**
 * What a card order's result is about: buying a pass, prepaid, shopping or promotion card, or topping a prepaid one
 * up.
 */
type ResultKind = 'pass' | 'prepaid' | 'shopping' | 'promotion' | 'topUp';

/** Each kind's words and ways on: the card's page, the member's cards of that kind, where the gateway returns. */
interface KindResult {
  done: MessageKey;
  doneText: MessageKey;
  closedText: MessageKey;
  toCard: MessageKey;
  toCards: MessageKey;
  cardPath: string;
  cardsQuery: Record<string, string>;
  /** Where toCards leads, when not My coupons (a promotion card has no tab: the menu, where it applies). */
  cardsPath?: string;
  buyPath: string;
}

const kinds: Record<ResultKind, KindResult> = {
  pass: {
    done: 'card.result.done',
    doneText: 'card.result.doneText',
    closedText: 'card.result.closedText',
    toCard: 'card.result.toCard',
    toCards: 'card.result.toCards',
    cardPath: passCardPath,
    cardsQuery: timesQuery,
    buyPath: buyPassPath,
  },
  prepaid: {
    done: 'card.prepaid.result.done',
    doneText: 'card.prepaid.result.doneText',
    closedText: 'card.prepaid.result.closedText',
    toCard: 'card.prepaid.result.toCard',
    toCards: 'card.prepaid.result.toCards',
    cardPath: prepaidCardPath,
    cardsQuery: prepaidQuery,
    buyPath: buyPrepaidPath,
  },
  shopping: {
    done: 'card.shopping.result.done',
    doneText: 'card.shopping.result.doneText',
    closedText: 'card.shopping.result.closedText',
    toCard: 'card.shopping.result.toCard',
    toCards: 'card.shopping.result.toCards',
    cardPath: shoppingCardPath,
    cardsQuery: shoppingQuery,
    // Bought on the prepaid card's buy page, where the gateway comes back to.
    buyPath: buyPrepaidPath,
  },
  // A promotion card's page is opened by its code (the order carries it), not by the card's id.
  promotion: {
    done: 'card.promotion.result.done',
    doneText: 'card.promotion.result.doneText',
    closedText: 'card.promotion.result.closedText',
    toCard: 'card.promotion.result.toCard',
    toCards: 'card.promotion.shopNow',
    cardPath: promotionCardPath,
    cardsQuery: {},
    cardsPath: menuPath,
    buyPath: promotionCardPath,
  },
  topUp: {
    done: 'card.prepaid.topUpResult.done',
    doneText: 'card.prepaid.topUpResult.doneText',
    closedText: 'card.prepaid.topUpResult.closedText',
    toCard: 'card.prepaid.topUpResult.toCard',
    toCards: 'card.prepaid.result.toCards',
    cardPath: prepaidCardPath,
    cardsQuery: prepaidQuery,
    buyPath: prepaidRechargePath,
  },
};

function kindOf(order: CardOrderOut): ResultKind {
  if (order.topUpCardId !== null) return 'topUp';
  if (order.promotionCode !== undefined) return 'promotion';
  return order.cardKind === 'prepaid' || order.cardKind === 'shopping' ? order.cardKind : 'pass';
}

/** The card it is about: the one topped up, or the one bought (the first, when several); none when not issued. */
function cardOf(order: CardOrderOut): number | null {
  return order.topUpCardId ?? order.cards[0]?.id ?? null;
}

/** A top-up closes only by its status; a purchase also when it issued no card (refunded at once). */
function isClosed(order: CardOrderOut, kind: ResultKind): boolean {
  if (order.status === 'cancelled' || order.status === 'refunded') return true;
  return kind !== 'topUp' && order.cards.length === 0;
}

/** Where to go next: the card, the member's cards of its kind. */
function NextSteps({ order, kind }: { order: CardOrderOut; kind: KindResult }) {
  const t = useT();
  const card = cardOf(order);
  return (
    <>
      {card !== null ? (
        <Button
          block
          onClick={() =>
            order.promotionCode !== undefined
              ? redirect(kind.cardPath, { code: order.promotionCode })
              : redirect(kind.cardPath, { id: String(card) })
          }
          data-testid="card-to-card"
        >
          {t(kind.toCard)}
        </Button>
      ) : null}
      <Button
        block
        variant="secondary"
        onClick={() => redirect(kind.cardsPath ?? minePath, kind.cardsQuery)}
        data-testid="card-to-cards"
      >
        {t(kind.toCards)}
      </Button>
    </>
  );
}

function Outcome({ order }: { order: CardOrderOut }) {
  const t = useT();
  const which = kindOf(order);
  const kind = kinds[which];
  if (order.status === 'unpaid') {
    // The gateway comes back to the page the order was made on: a top-up's names its card.
    const card = cardOf(order);
    const returnTo =
      which === 'topUp' && card !== null
        ? `${kind.buyPath}?id=${card}`
        : order.promotionCode !== undefined
          ? `${kind.buyPath}?code=${encodeURIComponent(order.promotionCode)}`
          : kind.buyPath;
    return (
      <PaidUnpaid order={order} returnTo={returnTo} payLabel={t('card.result.payAgain')} testId="card" />
    );
  }
  if (isClosed(order, which))
    return (
      <CardOrderClosed text={t(kind.closedText)}>
        <NextSteps order={order} kind={kind} />
      </CardOrderClosed>
    );
  return (
    <CardOrderDone
      order={order}
      title={t(kind.done)}
      text={t(kind.doneText, { name: order.name, amount: formatAmount(order.amount) })}
    >
      <NextSteps order={order} kind={kind} />
    </CardOrderDone>
  );
}

/** A card order that closed without the card (cancelled, refunded), with the ways on. */
export function CardOrderClosed({ text, children }: { text: string; children: ReactNode }) {
  const t = useT();
  return (
    <PaidCard tone="warn" title={t('card.result.closedTitle')} text={text} testId="card-closed">
      {children}
    </PaidCard>
  );
}

/** A card order paid and done: its words, what was paid, the ways on. */
export function CardOrderDone({
  order,
  title,
  text,
  children,
}: {
  order: CardOrderOut;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <PaidCard tone="done" title={title} text={text} testId="card-done">
      <PaidAmount label={t('order.paidTotal')} amount={order.amount} testId="card-paid" />
      {children}
    </PaidCard>
  );
}

/**
 * A card order's result page body, whatever was bought: after the gateway the payment is confirmed first
 * (SPEC §4), then the kind's outcome is drawn for the order.
 */
export function CardOrderFrame({
  orderNo,
  localOrderNo,
  outcome,
}: {
  orderNo: string;
  localOrderNo: string;
  outcome: (order: CardOrderOut) => ReactNode;
}) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useCardOrder}
      waiting={{ title: t('card.result.confirming') }}
      testId="card"
    >
      {outcome}
    </PaidResult>
  );
}

/**
 * The result of buying a card or topping one up: after the gateway the payment is confirmed first (SPEC §4), then
 * the card issued or the money added; the words are the order's own (a pass card, a prepaid card, a top-up).
 */
export function CardOrderResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  return (
    <CardOrderFrame
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      outcome={(order) => <Outcome order={order} />}
    />
  );
}
