import type { MemberCardDetailOut } from '@shop/contracts';
import { queryId, toMinor } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCardDetail } from '../api/card-detail.ts';
import { transferPrepaidCard } from '../api/prepaid.ts';
import { prepaidCardPath } from '../state/card-paths.ts';
import '../components/card.css';

/** The amount as typed, in decimals, or null when it is not a positive amount of at most 2 decimals. */
function typedAmount(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const amount = Number(text.trim());
  return amount > 0 ? amount : null;
}

function TransferForm({ card }: { card: MemberCardDetailOut }) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const [whole, setWhole] = useState(false);
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState('');
  // The problem and the field it is about (none: the server's refusal of the whole transfer).
  const [problem, setProblem] = useState<{ text: string; on?: 'amount' | 'phone' } | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = `${ids}-problem`;
  const about = (field: 'amount' | 'phone') =>
    problem?.on === field ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  // One key for the visit: a retry after a lost answer gives the first transfer, never a second.
  const [key] = useState(newIdempotencyKey);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const part = whole ? null : typedAmount(amount);
    if (!whole && part === null)
      return setProblem({ text: t('card.prepaid.transfer.amountRequired'), on: 'amount' });
    if (part !== null && toMinor(part) > toMinor(card.balance ?? 0))
      return setProblem({ text: t('errors.CARD_BALANCE_INSUFFICIENT'), on: 'amount' });
    if (!phone.trim()) return setProblem({ text: t('card.prepaid.transfer.phoneRequired'), on: 'phone' });
    setBusy(true);
    setProblem(null);
    try {
      const done = await transferPrepaidCard(client, {
        id: card.id,
        phone: phone.trim(),
        idempotencyKey: key,
        ...(part === null ? {} : { amount: part }),
      });
      toast(
        t('card.prepaid.transfer.done', { amount: formatAmount(done.amount), phone: done.toPhoneMasked }),
        {
          kind: 'success',
        },
      );
      navigate(prepaidCardPath, { id: String(card.id) });
    } catch (error) {
      setProblem({ text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card-section card-form" onSubmit={submit} noValidate data-testid="prepaid-transfer-form">
      <p className="card-section__text" data-testid="prepaid-transfer-balance">
        {t('card.prepaid.transfer.balance', { amount: formatAmount(card.balance ?? 0) })}
      </p>
      <label className="card-check">
        <input
          type="checkbox"
          checked={whole}
          onChange={(e) => setWhole(e.target.checked)}
          data-testid="prepaid-transfer-whole"
        />
        {t('card.prepaid.transfer.whole')}
      </label>
      {whole ? null : (
        <>
          <label htmlFor={`${ids}-amount`}>{t('card.prepaid.transfer.amount')}</label>
          <input
            id={`${ids}-amount`}
            className="card-field"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            {...about('amount')}
            data-testid="prepaid-transfer-amount"
          />
        </>
      )}
      <label htmlFor={`${ids}-phone`}>{t('card.prepaid.transfer.phone')}</label>
      <input
        id={`${ids}-phone`}
        className="card-field"
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="off"
        maxLength={20}
        {...about('phone')}
        data-testid="prepaid-transfer-phone"
      />
      {problem ? (
        <p className="card-error" id={problemId} role="alert" data-testid="prepaid-transfer-problem">
          {problem.text}
        </p>
      ) : null}
      <Button type="submit" block size="lg" loading={busy} data-testid="prepaid-transfer-submit">
        {t('card.prepaid.transfer.submit')}
      </Button>
    </form>
  );
}

/**
 * Give all or part of a prepaid card to another member (SPEC §2 couponPrepaidCardDetails/transferPrepaidCard?id=…),
 * named by phone; it lands on a card of theirs and both cards record it.
 */
export function TransferPrepaidPage() {
  const t = useT();
  const id = queryId(useRoute().query.id);
  const card = useCardDetail(id);
  return (
    <div className="card-page">
      <PageHeader title={t('card.prepaid.transfer.title')} />
      {id === null || card.isError || (card.data && card.data.kind !== 'prepaid') ? (
        <EmptyState title={card.isError ? errorMessage(card.error) : t('card.detail.notFound')} />
      ) : card.data ? (
        card.data.transferable ? (
          <TransferForm card={card.data} />
        ) : (
          <EmptyState title={t('errors.CARD_NOT_TRANSFERABLE')} />
        )
      ) : (
        <Skeleton height={240} radius={12} />
      )}
    </div>
  );
}
