import type { PartnerCentreOut } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { moveToBalance } from '../api/partner-api.ts';
import { typedMinor } from './cash-out-form.tsx';
import { useMoney } from './partner-parts.tsx';

/**
 * Withdrawable profit onto the member balance (Partner/ToBalance), where the store allows it: no minimum and no fee,
 * at most what is withdrawable, nothing while something is owed. The money moved can never also be cashed out (the
 * server takes it from the same withdrawable account). One key per attempt, kept for a retry of the same amount.
 */
export function ToBalanceForm({ centre }: { centre: PartnerCentreOut }) {
  const t = useT();
  const id = useId();
  const money = useMoney();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ minor: number; key: string } | null>(null);
  if (!centre.cashOut.toBalanceAllowed || centre.owed > 0) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = typedMinor(amount);
    if (minor === null) return setProblem(t('partner.cashOut.amountNeeded'));
    if (minor > toMinor(centre.withdrawable)) return setProblem(t('errors.WITHDRAWAL_ABOVE_BALANCE'));
    setProblem(null);
    if (attempt.current?.minor !== minor) attempt.current = { minor, key: newIdempotencyKey() };
    setBusy(true);
    try {
      const moved = await moveToBalance(client, fromMinor(minor), attempt.current.key);
      attempt.current = null;
      setAmount('');
      toast(t('partner.toBalance.done', { amount: money(moved.amount) }), { kind: 'success' });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card" onSubmit={(e) => void submit(e)} noValidate data-testid="to-balance-form">
      <h2 className="partner-title">{t('partner.toBalance.title')}</h2>
      <p className="partner-muted">{t('partner.toBalance.text')}</p>
      <label className="partner-field" htmlFor={id} style={{ marginTop: 12 }}>
        <span>{t('partner.cashOut.amount')}</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          data-testid="to-balance-amount"
        />
      </label>
      {problem ? (
        <p className="partner-error" role="alert" data-testid="to-balance-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" block loading={busy} data-testid="to-balance-submit">
        {t('partner.toBalance.submit')}
      </Button>
    </form>
  );
}
