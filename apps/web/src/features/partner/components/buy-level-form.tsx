import type { PartnerLevelOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, toMinor } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PaymentKeypad, usePayInfo, usePrepaidPayment } from '../../payment/index.ts';
import { buyLevel, useLevelOrder } from '../api/partner-api.ts';
import { useLevelWords } from './apply-form.tsx';
import { useMoney } from './partner-parts.tsx';

interface BuyDraft {
  levelId: number;
  payMethod: number;
  /** Minor units: what the keypad shows. */
  amount: number;
  price: number;
}

/**
 * Signing up or renewing by buying a level for sale (SPEC §2 partner/upgrade and recharge, §6): one of the levels,
 * the partner agreement of the store's version, member balance (the payment password's keypad) or an online method;
 * the price seen is sent as expectedPrice, so a changed price is refused rather than charged. One key per choice of
 * level and method (payment's usePrepaidPayment). Paid, the page shows the order's result (?orderno=).
 */
export function BuyLevelForm({
  levels,
  agreementVersion,
  path,
}: {
  levels: readonly PartnerLevelOut[];
  agreementVersion: string;
  path: string;
}) {
  const t = useT();
  const ids = useId();
  const client = useQueryClient();
  const words = useLevelWords();
  const money = useMoney();
  const payInfo = usePayInfo('takeout', true);
  const login = useLoginInfo(false);
  const [picked, setPicked] = useState<number | null>(null);
  const [method, setMethod] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = usePrepaidPayment<BuyDraft, { orderNo: string; payMethod: number; needPay: boolean }>({
    needPayPassword: payInfo.data?.needPayPassword === true,
    sameAs: (d) => `${d.levelId}:${d.payMethod}`,
    place: (d, idempotencyKey, payPassword) =>
      buyLevel(client, {
        levelId: d.levelId,
        agreementVersion,
        payMethod: d.payMethod,
        idempotencyKey,
        expectedPrice: d.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: path,
    onPaid: (order) => redirect(path, { orderno: order.orderNo }),
  });
  const level = levels.find((l) => l.id === picked) ?? levels[0] ?? null;
  const options = (payInfo.data?.payMethods ?? []).filter(
    (o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code),
  );
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const price = toMinor(level?.price ?? 0);
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: level?.price ?? 0 });
  const chosen = options.find((o) => o.Code === code) ?? null;
  if (levels.length === 0) return null;
  if (payInfo.isPending) return <Skeleton height={160} radius={12} />;
  return (
    <form
      className="card"
      onSubmit={(e) => {
        e.preventDefault();
        if (!agreed) return setProblem(t('partner.apply.agreementNeeded'));
        setProblem(null);
        if (level && chosen)
          pay.pay({ levelId: level.id, payMethod: chosen.Code, amount: price, price: level.price ?? 0 });
      }}
      data-testid="partner-buy"
    >
      <h2 className="partner-title">{t('partner.buy.title')}</h2>
      <fieldset className="partner-levels">
        <legend className="visually-hidden">{t('partner.apply.which')}</legend>
        {levels.map((l) => (
          <label
            key={l.id}
            className={`partner-level${l.id === level?.id ? ' partner-level--on' : ''}`}
            data-testid={`partner-buy-level-${l.id}`}
          >
            <input
              type="radio"
              name="partner-buy-level"
              checked={l.id === level?.id}
              onChange={() => setPicked(l.id)}
            />
            <span style={{ flex: 1 }}>
              <span className="partner-level__name">{l.name}</span>
              <span className="partner-muted" style={{ display: 'block' }}>
                {words({ ...l, price: null })}
              </span>
            </span>
            <Price minor={toMinor(l.price ?? 0)} />
          </label>
        ))}
      </fieldset>
      {options.length === 0 || payInfo.isError ? (
        <p className="partner-error" role="alert">
          {payInfo.isError ? errorMessage(payInfo.error) : t('errors.PAY_METHOD_UNCONFIGURED')}
        </p>
      ) : (
        <>
          <h3 className="partner-title" id={`${ids}-methods`}>
            {t('partner.buy.payWith')}
          </h3>
          <PayMethodPicker
            options={options}
            selected={chosen?.Code ?? null}
            onSelect={setMethod}
            balance={{
              amount: balance,
              short: toMinor(balance) < price,
              shortNote: 'partner.buy.balanceShort',
            }}
            labelledBy={`${ids}-methods`}
            name="partner-buy-method"
            look="cards"
          />
        </>
      )}
      <label className="partner-check" style={{ marginTop: 12 }}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          data-testid="partner-buy-agree"
        />
        <span>{t('partner.apply.agreement', { version: agreementVersion })}</span>
      </label>
      {problem || pay.error ? (
        <p className="partner-error" role="alert" data-testid="partner-buy-error">
          {problem ?? pay.error}
        </p>
      ) : null}
      <Button
        type="submit"
        block
        loading={pay.busy}
        disabled={!chosen || !level}
        data-testid="partner-buy-pay"
      >
        {t('partner.buy.pay')} {money(level?.price ?? 0)}
      </Button>
      <PaymentKeypad step={pay} amount={pay.asking?.amount ?? 0} />
    </form>
  );
}

/** A level order's result (?orderno=): paid and signed, waiting for the gateway, or cancelled. */
export function LevelOrderResult({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useLevelOrder(orderNo);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton height={160} radius={12} />;
  const o = order.data;
  const done = o.status === 'completed' || o.paidAt !== null;
  return (
    <div data-testid="partner-buy-result">
      <EmptyState
        title={
          done
            ? t('partner.buy.done', { level: o.level.name })
            : o.status === 'cancelled'
              ? t('partner.buy.cancelled')
              : t('partner.buy.unpaid')
        }
        text={o.paidAt ? t('partner.buy.paidAt', { date: formatDate(o.paidAt, 'long') }) : undefined}
      />
    </div>
  );
}
