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
import { usePrepaidPayment } from '../../payment/index.ts';
import { useCardDetail } from '../api/card-detail.ts';
import { rechargePrepaidCard } from '../api/prepaid.ts';
import { CardOrderResult } from '../components/card-order-result.tsx';
import { CardPayKeypad, CardPayMethods } from '../components/card-pay.tsx';
import { prepaidCardPath, prepaidRechargePath } from '../state/card-paths.ts';
import { isUsable, stateMark } from '../state/card-words.ts';
import { useCardPay } from '../state/use-card-pay.ts';
import '../components/card.css';

interface TopUpDraft {
  id: number;
  amount: number;
  payMethod: number;
}

function RechargeForm({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const amount = /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : 0;
  const methods = useCardPay(amount, true);
  const { chosen } = methods;
  const pay = usePrepaidPayment({
    needPayPassword: methods.needPayPassword,
    sameAs: (d: TopUpDraft) => `${d.id}:${d.amount}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      rechargePrepaidCard(client, {
        id: draft.id,
        amount: draft.amount,
        payMethod: draft.payMethod,
        idempotencyKey,
        ...(payPassword ? { payPassword } : {}),
      }),
    // Back from the gateway on this page with its card, so the result leads back to that card.
    returnTo: `${prepaidRechargePath}?id=${card.id}`,
    onPaid: () => redirect(prepaidCardPath, { id: String(card.id) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!(amount > 0)) return setProblem(t('card.prepaid.recharge.amountRequired'));
    setProblem(null);
    if (chosen) pay.pay({ id: card.id, amount, payMethod: chosen.Code });
  };
  return (
    <form className="card-section card-form" onSubmit={submit} noValidate data-testid="prepaid-recharge-form">
      <p className="card-section__text">
        {t('card.prepaid.recharge.card', {
          name: card.name,
          digits: card.number.slice(-4),
          amount: formatAmount(card.balance ?? 0),
        })}
      </p>
      <label htmlFor={`${ids}-amount`}>{t('card.prepaid.recharge.amount')}</label>
      <input
        id={`${ids}-amount`}
        className="card-field"
        value={text}
        onChange={(e) => setText(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${ids}-problem` } : {})}
        data-testid="prepaid-recharge-amount"
      />
      <CardPayMethods pay={methods} titleId={`${ids}-methods`} name="prepaid-recharge-method" />
      {problem || pay.error ? (
        <p className="card-error" id={`${ids}-problem`} role="alert" data-testid="prepaid-recharge-problem">
          {problem ?? pay.error}
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
      <CardPayKeypad step={pay} amount={toMinor(amount)} />
    </form>
  );
}

function RechargeBody({ id }: { id: number | null }) {
  const t = useT();
  const card = useCardDetail(id);
  if (id === null || card.isError || (card.data && card.data.kind !== 'prepaid'))
    return <EmptyState title={card.isError ? errorMessage(card.error) : t('card.detail.notFound')} />;
  if (!card.data) return <Skeleton height={240} radius={12} />;
  if (!isUsable(card.data.state)) return <EmptyState title={stateMark(card.data.state, t) ?? ''} />;
  return <RechargeForm card={card.data} />;
}

/**
 * Top up one of the member's prepaid cards (SPEC §2 balance/prepaidCardRecharge?id=…): an amount and how to pay,
 * by balance at once or online; back from the gateway (?orderno=) the top-up's result.
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
