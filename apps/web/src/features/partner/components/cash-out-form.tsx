import type { PartnerCentreOut } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { requestCashOut, useCashOutQuote } from '../api/partner-api.ts';
import { useMoney } from './partner-parts.tsx';

/** The typed amount in minor units, or null when it is not a positive amount of at most 2 decimals. */
export function typedMinor(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const minor = toMinor(Number(text));
  return minor > 0 ? minor : null;
}

/** The amount the fee is quoted for: the typed one, once typing has paused a moment. */
function useSettled(value: number, ms = 300): number {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const knownMethods = ['wechat', 'alipay', 'bank', 'balance'] as const;
const isKnownMethod = (m: string): m is (typeof knownMethods)[number] =>
  (knownMethods as readonly string[]).includes(m);

/** A method's words: the known ones translated, a store's own shown as it is named. */
export function useMethodWords(): (method: string) => string {
  const t = useT();
  return (method) => (isKnownMethod(method) ? t(`partner.method.${method}`) : method);
}

/**
 * The cash-out request (SPEC §5, §8, §9): an amount between the minimum and what is withdrawable (nothing while
 * something is owed), a method of the store's, an account and a remark, the withdrawal agreement accepted. The fee
 * is quoted by the server for the amount typed and shown before the request, and sent back as expectedFee so a
 * changed fee is refused rather than silently deducted. One idempotency key per attempt: kept while the request is
 * the same (a retry or a double tap answers the first record), new once anything in it changes or it succeeded.
 */
export function CashOutForm({ centre, onDone }: { centre: PartnerCentreOut; onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const money = useMoney();
  const methodWords = useMethodWords();
  const client = useQueryClient();
  const rules = centre.cashOut;
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState(rules.methods[0] ?? '');
  const [account, setAccount] = useState('');
  const [remark, setRemark] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ same: string; key: string } | null>(null);
  const minor = typedMinor(amount);
  const quoted = useSettled(minor === null ? 0 : fromMinor(minor));
  const quote = useCashOutQuote(quoted);
  const quoteNow = quote.data && minor !== null && toMinor(quote.data.amount) === minor ? quote.data : null;
  const owed = centre.owed > 0;

  const check = (): string | null => {
    if (owed) return t('partner.owedNote', { amount: money(centre.owed) });
    if (minor === null) return t('partner.cashOut.amountNeeded');
    if (minor < toMinor(rules.minimum))
      return t('errors.WITHDRAWAL_BELOW_MINIMUM', { Minimum: money(rules.minimum) });
    if (minor > toMinor(centre.withdrawable)) return t('errors.WITHDRAWAL_ABOVE_BALANCE');
    if (!method) return t('errors.CASH_OUT_METHOD_UNKNOWN');
    if (remark.trim() === '') return t('partner.cashOut.remarkNeeded');
    if (!agreed) return t('partner.cashOut.agreementNeeded');
    if (!quoteNow) return t('partner.cashOut.quoteWaiting');
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const refusal = check();
    if (refusal || !quoteNow || minor === null) return setProblem(refusal);
    setProblem(null);
    const request = {
      amount: fromMinor(minor),
      method,
      ...(account.trim() ? { account: account.trim() } : {}),
      remark: remark.trim(),
      agreementVersion: rules.agreementVersion,
      expectedFee: quoteNow.fee,
    };
    const same = JSON.stringify(request);
    if (attempt.current?.same !== same) attempt.current = { same, key: newIdempotencyKey() };
    setBusy(true);
    try {
      await requestCashOut(client, { ...request, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setAmount('');
      setRemark('');
      setAgreed(false);
      toast(t('partner.cashOut.requested'), { kind: 'success' });
      onDone();
    } catch (error) {
      // A changed fee: quote again, so the form shows the new one before the member asks again.
      if (isApiError(error) && error.code === 'CASH_OUT_FEE_CHANGED') void quote.refetch();
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const feeRule = [
    rules.feeRate > 0 ? t('partner.rules.feeRate', { rate: rules.feeRate }) : null,
    rules.feeFixed > 0 ? t('partner.rules.feeFixed', { amount: money(rules.feeFixed) }) : null,
  ].filter(Boolean);
  return (
    <form className="card" onSubmit={(e) => void submit(e)} noValidate data-testid="cash-out-form">
      <dl className="partner-figures" style={{ marginTop: 0, marginBottom: 12 }}>
        <div className="partner-figure">
          <dt>{t('partner.figure.withdrawable')}</dt>
          <dd data-testid="cash-out-withdrawable">{money(centre.withdrawable)}</dd>
        </div>
        <div className="partner-figure">
          <dt>{t('partner.cashOut.minimum')}</dt>
          <dd data-testid="cash-out-minimum">{money(rules.minimum)}</dd>
        </div>
      </dl>
      {owed ? (
        <p className="partner-warn" role="note" data-testid="partner-owed-note">
          {t('partner.owedNote', { amount: money(centre.owed) })}
        </p>
      ) : null}
      <label className="partner-field" htmlFor={`${ids}-amount`}>
        <span>{t('partner.cashOut.amount')}</span>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          data-testid="cash-out-amount"
        />
      </label>
      <p className="partner-quote" aria-live="polite" data-testid="cash-out-quote">
        {minor === null
          ? t('partner.cashOut.feeRule', {
              rule: feeRule.length > 0 ? feeRule.join(' + ') : t('partner.rules.noFee'),
            })
          : quoteNow
            ? t('partner.cashOut.quote', { fee: money(quoteNow.fee), payout: money(quoteNow.payout) })
            : quote.isError
              ? errorMessage(quote.error)
              : t('partner.cashOut.quoting')}
      </p>
      <label className="partner-field" htmlFor={`${ids}-method`}>
        <span>{t('partner.cashOut.method')}</span>
        <select
          id={`${ids}-method`}
          value={method}
          onChange={(e) => setMethod(e.target.value)}
          data-testid="cash-out-method"
        >
          {rules.methods.map((m) => (
            <option key={m} value={m}>
              {methodWords(m)}
            </option>
          ))}
        </select>
      </label>
      <label className="partner-field" htmlFor={`${ids}-account`}>
        <span>{t('partner.cashOut.account')}</span>
        <input
          id={`${ids}-account`}
          maxLength={100}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          data-testid="cash-out-account"
        />
      </label>
      <label className="partner-field" htmlFor={`${ids}-remark`}>
        <span>{t('partner.cashOut.remark')}</span>
        <input
          id={`${ids}-remark`}
          maxLength={200}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          data-testid="cash-out-remark"
        />
      </label>
      <label className="partner-check">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid="cash-out-agree"
        />
        <span>{t('partner.cashOut.agreement', { version: rules.agreementVersion })}</span>
      </label>
      {problem ? (
        <p className="partner-error" role="alert" data-testid="cash-out-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block loading={busy} disabled={owed} data-testid="cash-out-submit">
        {t('partner.cashOut.submit')}
      </Button>
    </form>
  );
}
