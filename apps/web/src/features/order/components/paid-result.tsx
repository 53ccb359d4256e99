import { toMinor } from '@shop/domain';
import { type ReactNode, useEffect } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconAlert, IconCheck } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { usePayAgain, usePayConfirmation } from '../../payment/index.ts';
import './paid-result.css';

/** done: what was paid for is the member's; warn: not paid, closed or refunded; wait: still being confirmed. */
export type PaidTone = 'done' | 'warn' | 'wait';

const badges: Record<PaidTone, ReactNode> = {
  done: <IconCheck size={30} />,
  warn: <IconAlert size={30} />,
  wait: <span className="paid-result__spinner" />,
};

interface PaidCardProps {
  tone: PaidTone;
  title: string;
  text?: string | undefined;
  testId: string;
  /** What the order brought (the amount, gifts) and where to go next, in that order. */
  children?: ReactNode;
}

/** Where a paid order stands, as every paid kind's result shows it: a badge, a heading, a line, what comes next. */
export function PaidCard({ tone, title, text, testId, children }: PaidCardProps) {
  return (
    <section
      className={`paid-result card paid-result--${tone}`}
      data-testid={testId}
      role={tone === 'wait' ? 'status' : undefined}
      aria-live="polite"
    >
      <span className="paid-result__badge" aria-hidden="true">
        {badges[tone]}
      </span>
      <h2 className="paid-result__title">{title}</h2>
      {text ? <p className="paid-result__text">{text}</p> : null}
      {children ? <div className="paid-result__body">{children}</div> : null}
    </section>
  );
}

/** A line of money on a result ("Paid ¥30.00"): `amount` as the order carries it, in decimals. */
export function PaidAmount({ label, amount, testId }: { label: string; amount: number; testId?: string }) {
  return (
    <p className="paid-result__amount" data-testid={testId}>
      {label} <Price minor={toMinor(amount)} size="md" />
    </p>
  );
}

interface PaidUnpaidProps {
  /** The order that still waits for its online payment. */
  order: { orderNo: string; payMethod: number; autoCancelAt?: string | null };
  /** The result page the gateway leads back to. */
  returnTo: string;
  payLabel: string;
  testId: string;
  /** The line under the title, given the time the order closes unpaid ('' when it has none). */
  text?: (until: string) => string;
  /** Further ways on, after paying again (cancel, the kind's own list). */
  children?: ReactNode;
}

/** A paid kind's order back from the gateway unpaid: says so, and pays it again through the gateway. */
export function PaidUnpaid({ order, returnTo, payLabel, testId, text, children }: PaidUnpaidProps) {
  const t = useT();
  const { busy, payAgain } = usePayAgain(returnTo);
  const until = order.autoCancelAt ? formatDate(order.autoCancelAt, 'shortMDHM') : '';
  return (
    <PaidCard
      tone="warn"
      title={t('errors.PAY_NOT_COMPLETED')}
      text={text?.(until)}
      testId={`${testId}-unpaid`}
    >
      <Button block loading={busy} onClick={() => void payAgain(order)} data-testid={`${testId}-pay-again`}>
        {payLabel}
      </Button>
      {children}
    </PaidCard>
  );
}

/** A kind's order query, as PaidResult reads it. */
interface OrderQuery<O> {
  data: O | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PaidResultProps<O> {
  orderNo: string;
  /** The attempt to confirm after the gateway (?localOrderNo=); '' when nothing was paid online. */
  localOrderNo: string;
  /** The kind's order hook, asked only once the payment is confirmed. */
  useOrder: (orderNo: string, enabled: boolean) => OrderQuery<O>;
  /** What the wait says while the payment is confirmed (the title also while the order is read). */
  waiting: { title: string; text?: string };
  /** The prefix of the test ids: `<testId>-confirming`, `<testId>-loading`. */
  testId: string;
  /** The outcome once the order is read: usually a PaidCard, or PaidUnpaid. */
  children: (order: O) => ReactNode;
}

/**
 * The result page of every paid kind (coupon, gift package, top-up, points exchange, upgrade) after the gateway:
 * the payment is confirmed first (SPEC §4 polling of QueryPayResult), then the kind's order says what the member
 * got; a return from a cancelled payment (?payCancelled=1) says so once.
 */
export function PaidResult<O>({
  orderNo,
  localOrderNo,
  useOrder,
  waiting,
  testId,
  children,
}: PaidResultProps<O>) {
  const t = useT();
  const { query } = useRoute();
  const confirmation = usePayConfirmation(localOrderNo);
  const order = useOrder(orderNo, confirmation.state !== 'confirming');
  useEffect(() => {
    if (query.payCancelled === '1') toast(t('errors.PAY_CANCELLED'), { kind: 'info' });
  }, [query.payCancelled, t]);
  if (confirmation.state === 'confirming')
    return <PaidCard tone="wait" title={waiting.title} text={waiting.text} testId={`${testId}-confirming`} />;
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (order.data === undefined)
    return <PaidCard tone="wait" title={waiting.title} testId={`${testId}-loading`} />;
  return <>{children(order.data)}</>;
}
