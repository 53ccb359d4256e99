import type { GiftPackageOut, PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, queryId, toMinor } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PaymentKeypad, usePayInfo } from '../../payment/index.ts';
import { useGiftPackage } from '../api/packages.ts';
import { GiftOrderResult } from '../components/gift-order-result.tsx';
import { PackagePrice } from '../components/package-price.tsx';
import { PlanList } from '../components/plan-list.tsx';
import { useBuy } from '../state/use-buy.ts';
import './gift-pages.css';

/** What a package can be paid by: member balance and the online gateways (nothing is collected at a counter). */
function packagePayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/** How to pay a package with a money price; points alone need no method. */
function PayChoice(props: {
  balance: number;
  short: boolean;
  chosen: number | null;
  options: PayOptionOut[];
  onSelect: (code: number) => void;
}) {
  const t = useT();
  const ids = useId();
  return (
    <section className="card gift-section">
      <h2 className="gift-section__title" id={`${ids}-methods`}>
        {t('gift.buy.payWith')}
      </h2>
      <PayMethodPicker
        options={props.options}
        selected={props.chosen}
        onSelect={props.onSelect}
        balance={{ amount: props.balance, short: props.short, shortNote: 'gift.buy.balanceShort' }}
        labelledBy={`${ids}-methods`}
        name="gift-pay-method"
        look="cards"
      />
    </section>
  );
}

function BuyForm({ pack }: { pack: GiftPackageOut }) {
  const t = useT();
  const payInfo = usePayInfo('takeout', pack.price > 0);
  const buy = useBuy({ needPayPassword: payInfo.data?.needPayPassword === true });
  const [method, setMethod] = useState<number | null>(null);
  const login = useLoginInfo(false);
  const options = packagePayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const short = toMinor(balance) < toMinor(pack.price);
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: pack.price });
  const chosen = pack.price > 0 ? (options.find((o) => o.Code === code) ?? null) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payMethod = pack.price > 0 ? chosen?.Code : PayCode.none;
    if (payMethod !== undefined) buy.pay({ id: pack.id, payMethod, price: pack.price, points: pack.points });
  };
  const refusal = pack.refusal ? t(`errors.${pack.refusal}`, { Limit: pack.buyLimit ?? 0 }) : null;
  return (
    <form onSubmit={submit} data-testid="gift-buy-form">
      <section className="card gift-hero" data-testid="gift-detail">
        <h2 className="gift-hero__name">{pack.name}</h2>
        <PackagePrice price={pack.price} points={pack.points} size="lg" />
        {pack.description ? <p className="gift-hero__text">{pack.description}</p> : null}
        <p className="gift-hero__meta">
          {pack.remaining !== null ? t('gift.list.remaining', { count: pack.remaining }) : null}
          {pack.buyLimit !== null ? ` · ${t('gift.list.limit', { count: pack.buyLimit })}` : null}
        </p>
      </section>
      <section className="card gift-section">
        <h2 className="gift-section__title">{t('gift.buy.contents')}</h2>
        <PlanList plan={pack.plan} testId="gift-plan" />
      </section>
      {pack.price > 0 && !pack.refusal ? (
        payInfo.isPending ? (
          <Skeleton height={120} radius={12} />
        ) : (
          <PayChoice
            balance={balance}
            short={short}
            chosen={chosen?.Code ?? null}
            options={options}
            onSelect={setMethod}
          />
        )
      ) : null}
      {buy.error || refusal ? (
        <p className="gift-error" role="alert" data-testid="gift-buy-error">
          {buy.error ?? refusal}
        </p>
      ) : null}
      <div className="gift-bar">
        <PackagePrice price={pack.price} points={pack.points} />
        <Button
          type="submit"
          size="lg"
          loading={buy.busy}
          disabled={refusal !== null || (pack.price > 0 && !chosen)}
          data-testid="gift-buy"
        >
          {t('gift.buy.buyNow')}
        </Button>
      </div>
      <PaymentKeypad step={buy} amount={toMinor(pack.price)} />
    </form>
  );
}

function PackageBody({ id }: { id: number | null }) {
  const t = useT();
  const pack = useGiftPackage(id);
  if (id === null) return <EmptyState title={t('errors.GIFT_PACKAGE_NOT_FOUND')} />;
  if (pack.isError)
    return <LoadFailed title={errorMessage(pack.error)} onRetry={() => void pack.refetch()} />;
  if (!pack.data) return <Skeleton height={160} radius={12} />;
  return <BuyForm pack={pack.data} />;
}

/**
 * A gift package (SPEC §2 coupons/buyGiftDetails?id=…): its price in money and/or points, what it gives (nested
 * packages opened), how to pay, buying it; with ?orderno= (after paying, or back from the gateway) what arrived.
 */
export function BuyGiftPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="gift-page">
      <PageHeader title={t(query.orderno ? 'gift.result.title' : 'gift.buy.title')} />
      {query.orderno ? (
        <GiftOrderResult orderNo={query.orderno} localOrderNo={query.localOrderNo ?? ''} />
      ) : (
        <PackageBody id={queryId(query.id)} />
      )}
    </div>
  );
}
