import type { TopUpRuleOut } from '@shop/contracts';
import { effectivePayCode, freeAmountRule, fromMinor, isOnlinePayCode, toMinor } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useContext, useId, useState } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PayMethodPicker, usePayInfo, usePrepaidPayment } from '../../payment/index.ts';
import { type ChargeRules, useChargeRules } from '../api/load-charge-rules.ts';
import { placeTopUp } from '../api/top-up.ts';
import { GiftLines } from '../components/gift-lines.tsx';
import { RuleCard } from '../components/rule-card.tsx';
import { TopUpResult } from '../components/top-up-result.tsx';
import { rechargePath } from '../state/balance-paths.ts';
import './balance-pages.css';

/** What the member chose: a fixed rule, or a free amount (decimals, as typed). */
type Choice = { ruleId: number } | { amount: string };

interface Draft {
  payMethod: number;
  ruleId?: number;
  amount?: number;
  expectedRuleId: number | null;
}

/** The amount to pay (minor units) and the rule whose gifts it brings, as the server will decide them. */
function resolve(
  rules: readonly TopUpRuleOut[],
  choice: Choice,
): { minor: number; rule: TopUpRuleOut | null } {
  if ('ruleId' in choice) {
    const rule = rules.find((r) => r.id === choice.ruleId) ?? null;
    return { minor: rule ? toMinor(rule.amount) : 0, rule };
  }
  const typed = Number(choice.amount);
  const minor = Number.isFinite(typed) && typed > 0 ? toMinor(typed) : 0;
  const free = rules.map((r) => ({ ...r, amount: toMinor(r.amount) }));
  const found = minor > 0 ? freeAmountRule(free, minor) : null;
  return { minor, rule: found ? (rules.find((r) => r.id === found.id) ?? null) : null };
}

function TopUpForm({ data, preselect }: { data: ChargeRules; preselect: number | null }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const ids = useId();
  const client = useQueryClient();
  const fixed = data.rules.filter((r) => r.kind === 'fixed');
  const first = fixed.find((r) => r.id === preselect) ?? fixed[0];
  const [choice, setChoice] = useState<Choice>(first ? { ruleId: first.id } : { amount: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const payInfo = usePayInfo('takeout', true);
  const options = (payInfo.data?.payMethods ?? []).filter((o) => isOnlinePayCode(o.Code));
  const [method, setMethod] = useState<number | null>(null);
  // Online methods only: the default (SPEC §4) is the first of them.
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance: 0 });
  const chosen = options.find((o) => o.Code === code) ?? null;
  const pay = usePrepaidPayment<Draft, { orderNo: string; payMethod: number; needPay: boolean }>({
    needPayPassword: false,
    sameAs: (d) => JSON.stringify([d.ruleId ?? null, d.amount ?? null, d.payMethod]),
    place: (d, idempotencyKey) => placeTopUp(client, { ...d, idempotencyKey }),
    returnTo: rechargePath,
    // A top-up is always paid at the gateway; nothing is paid on placing it.
    onPaid: () => undefined,
  });
  const { minor, rule } = resolve(data.rules, choice);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (minor <= 0) return setProblem(t('errors.TOP_UP_AMOUNT_REQUIRED'));
    if (!chosen) return;
    setProblem(null);
    const what = 'ruleId' in choice ? { ruleId: choice.ruleId } : { amount: fromMinor(minor) };
    pay.pay({ ...what, payMethod: chosen.Code, expectedRuleId: rule?.id ?? null });
  };
  const free = 'amount' in choice;
  return (
    <form className="balance-form" onSubmit={submit} data-testid="top-up-form">
      <section className="card balance-now">
        <span className="balance-now__label">{t('balance.recharge.current')}</span>
        <Price minor={toMinor(data.balance)} size="lg" />
      </section>
      <section className="balance-rules" aria-label={t('balance.recharge.choose')}>
        {fixed.map((r) => (
          <RuleCard
            key={r.id}
            rule={r}
            selected={!free && choice.ruleId === r.id}
            onSelect={() => setChoice({ ruleId: r.id })}
          />
        ))}
      </section>
      {data.freeMin !== null ? (
        <section className="card balance-free">
          <label className="balance-free__label" htmlFor={`${ids}-free`}>
            {t('balance.recharge.other')}
          </label>
          <input
            id={`${ids}-free`}
            className="balance-free__input"
            inputMode="decimal"
            placeholder={t('balance.recharge.otherHint', { min: formatAmount(data.freeMin, currency) })}
            value={free ? choice.amount : ''}
            onFocus={() => !free && setChoice({ amount: '' })}
            onChange={(e) => setChoice({ amount: e.target.value.replace(/[^\d.]/g, '') })}
            data-testid="top-up-free"
          />
          {free && rule ? <GiftLines gift={rule.gift} items={rule.items} testId="top-up-free-gifts" /> : null}
        </section>
      ) : null}
      {payInfo.isPending ? <Skeleton height={96} radius={12} /> : null}
      {options.length > 0 ? (
        <section className="card balance-methods">
          <h2 className="balance-section__title" id={`${ids}-methods`}>
            {t('balance.recharge.payWith')}
          </h2>
          <PayMethodPicker
            options={options}
            selected={chosen?.Code ?? null}
            onSelect={setMethod}
            balance={{ amount: 0, short: false, shortNote: 'balance.recharge.payWith' }}
            labelledBy={`${ids}-methods`}
            name="top-up-method"
            look="cards"
          />
        </section>
      ) : payInfo.isError || payInfo.isSuccess ? (
        <p className="balance-error" role="alert">
          {payInfo.isError ? errorMessage(payInfo.error) : t('errors.PAY_METHOD_UNCONFIGURED')}
        </p>
      ) : null}
      {problem || pay.error ? (
        <p className="balance-error" role="alert" data-testid="top-up-error">
          {problem ?? pay.error}
        </p>
      ) : null}
      <div className="balance-bar">
        <span className="balance-bar__total">
          {t('balance.recharge.total')} <Price minor={minor} size="lg" />
        </span>
        <Button type="submit" size="lg" loading={pay.busy} disabled={!chosen} data-testid="top-up-pay">
          {t('balance.recharge.pay')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Top-up (SPEC §2 balance/recharge, §5 'top-up: amount required'): the store's fixed amounts as cards with their
 * gifts spelled out, a free amount with the gifts it reaches, how to pay online. Back from the gateway
 * (?orderno=&localOrderNo=) it shows the top-up credited with its gifts. ?ruleid= preselects a card.
 */
export function RechargePage() {
  const t = useT();
  const { query } = useRoute();
  const rules = useChargeRules();
  const orderNo = query.orderno ?? '';
  let body: ReactNode;
  if (orderNo) body = <TopUpResult orderNo={orderNo} localOrderNo={query.localOrderNo ?? ''} />;
  else if (rules.isError)
    body = <LoadFailed title={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />;
  else if (!rules.data) body = <Skeleton height={240} radius={12} />;
  else if (rules.data.rules.length === 0) body = <EmptyState title={t('balance.recharge.none')} />;
  else body = <TopUpForm data={rules.data} preselect={Number(query.ruleid) || null} />;
  return (
    <div className="balance-page">
      <PageHeader title={t('balance.recharge.title')} />
      {body}
    </div>
  );
}
