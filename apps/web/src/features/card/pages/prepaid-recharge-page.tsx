import type { MemberCardDetailOut } from '@shop/contracts';
import { queryId, toMinor } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PaymentKeypad, usePrepaidPayment } from '../../payment/index.ts';
import { useCardDetail } from '../api/card-detail.ts';
import { rechargePrepaidCard } from '../api/prepaid.ts';
import { CardOrderResult } from '../components/card-order-result.tsx';
import { CardPairFields } from '../components/card-pair-fields.tsx';
import { CardPayMethods } from '../components/card-pay.tsx';
import { prepaidCardPath, prepaidRechargePath } from '../state/card-paths.ts';
import { isUsable, stateMark } from '../state/card-words.ts';
import { useCardPay } from '../state/use-card-pay.ts';
import '../components/card.css';

/** The top-up as sent: the card by id (from its page) or by number and password (typed), how much, how paid. */
interface TopUpDraft {
  card: { id: number } | { number: string; password: string };
  amount: number;
  payMethod: number;
}

const cardKeyOf = (card: TopUpDraft['card']) => ('id' in card ? `id:${card.id}` : `number:${card.number}`);

type Field = 'number' | 'password' | 'amount';

/** The top-up form: of `card` (opened from its page), or of a card typed by its number and password. */
function RechargeForm({ card }: { card: MemberCardDetailOut | null }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ text: string; on: Field | 'card' } | null>(null);
  const amount = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : 0;
  const methods = useCardPay(amount, true);
  const { chosen } = methods;
  const pay = usePrepaidPayment({
    needPayPassword: methods.needPayPassword,
    sameAs: (d: TopUpDraft) => `${cardKeyOf(d.card)}:${d.amount}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      rechargePrepaidCard(client, {
        ...draft.card,
        amount: draft.amount,
        payMethod: draft.payMethod,
        idempotencyKey,
        ...(payPassword ? { payPassword } : {}),
      }),
    // Back from the gateway on this page (with its card when opened from one), so the result leads to the card.
    returnTo: card ? `${prepaidRechargePath}?id=${card.id}` : prepaidRechargePath,
    onPaid: (order) => redirect(prepaidCardPath, { id: String(order.topUpCardId ?? card?.id ?? '') }),
  });
  const problemId = `${ids}-problem`;
  // A refusal of the typed card is about both halves: it never says which one is wrong.
  const invalid = (field: Field) => {
    const on = problem !== null && (problem.on === field || (problem.on === 'card' && field !== 'amount'));
    return on ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!card && !number.trim())
      return setProblem({ text: t('card.prepaid.bind.numberRequired'), on: 'number' });
    if (!card && !password.trim())
      return setProblem({ text: t('card.prepaid.bind.passwordRequired'), on: 'password' });
    if (!(amount > 0)) return setProblem({ text: t('card.prepaid.recharge.amountRequired'), on: 'amount' });
    setProblem(null);
    const which = card ? { id: card.id } : { number: number.trim(), password: password.trim() };
    if (chosen) pay.pay({ card: which, amount, payMethod: chosen.Code });
  };
  const shown = problem?.text ?? pay.error;
  return (
    <form className="card-section card-form" onSubmit={submit} noValidate data-testid="prepaid-recharge-form">
      {card ? (
        <p className="card-section__text">
          {t('card.prepaid.recharge.card', {
            name: card.name,
            digits: card.number.slice(-4),
            amount: formatAmount(card.balance ?? 0),
          })}
        </p>
      ) : (
        <>
          <CardPairFields
            ids={ids}
            number={number}
            password={password}
            onNumber={setNumber}
            onPassword={setPassword}
            invalid={invalid}
            testId="prepaid-recharge"
          />
          <p className="card-section__text">{t('card.prepaid.recharge.typedHint')}</p>
        </>
      )}
      <label htmlFor={`${ids}-amount`}>{t('card.prepaid.recharge.amount')}</label>
      <input
        id={`${ids}-amount`}
        className="card-field"
        value={text}
        onChange={(e) => setText(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        {...invalid('amount')}
        data-testid="prepaid-recharge-amount"
      />
      <CardPayMethods pay={methods} titleId={`${ids}-methods`} name="prepaid-recharge-method" />
      {shown ? (
        <p className="card-error" id={problemId} role="alert" data-testid="prepaid-recharge-problem">
          {shown}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        size="lg"
        loading={pay.busy}
        disabled={!chosen}
        data-testid="prepaid-recharge-submit"
      >
        {t('card.prepaid.recharge.submit')}
      </Button>
      <PaymentKeypad step={pay} amount={toMinor(amount)} />
    </form>
  );
}

function RechargeBody({ id }: { id: number | null }) {
  const t = useT();
  const card = useCardDetail(id);
  // Opened without a card (the balance pages' link): the card is typed by its number and password.
  if (id === null) return <RechargeForm card={null} />;
  if (card.isError || (card.data && card.data.kind !== 'prepaid'))
    return <EmptyState title={card.isError ? errorMessage(card.error) : t('card.detail.notFound')} />;
  if (!card.data) return <Skeleton height={240} radius={12} />;
  if (!isUsable(card.data.state)) return <EmptyState title={stateMark(card.data.state, t) ?? ''} />;
  return <RechargeForm card={card.data} />;
}

/**
 * Top up a prepaid card (SPEC §2 balance/prepaidCardRecharge; §5 card number and password required): one of the
 * member's opened from its page (?id=…), or a card typed by its number and password (a printed card nobody holds is
 * bound to the member by it); an amount and how to pay, by balance at once or online; back from the gateway
 * (?orderno=) the top-up's result.
 */
export function PrepaidRechargePage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page">
      <PageHeader title={t('card.prepaid.recharge.title')} />
      {query.orderno ? (
        <CardOrderResult orderNo={query.orderno} localOrderNo={query.localOrderNo ?? ''} />
      ) : (
        <RechargeBody id={queryId(query.id)} />
      )}
    </div>
  );
}
