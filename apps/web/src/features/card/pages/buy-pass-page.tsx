import type { CardProductOut, PayOptionOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, queryId, toMinor } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PayPasswordSheet, usePayInfo } from '../../payment/index.ts';
import { useCardProduct } from '../api/products.ts';
import { CardOrderResult } from '../components/card-order-result.tsx';
import { buyPassPath, buyPrepaidPath } from '../state/card-paths.ts';
import { productValidity } from '../state/card-words.ts';
import { useBuy } from '../state/use-buy.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/card.css';

/** What a card can be paid by: member balance and the online gateways (nothing is collected at a counter). */
function cardPayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/** The card on sale: name, times, validity, price, stock and limit, and what it says of itself. */
function Hero({ product }: { product: CardProductOut }) {
  const t = useT();
  const day = useCardDay();
  const meta = [
    product.remaining !== null ? t('card.buy.remaining', { count: product.remaining }) : null,
    product.buyLimit !== null ? t('card.buy.limit', { count: product.buyLimit }) : null,
  ].filter(Boolean);
  return (
    <section className="card-hero" data-testid="card-product">
      <h2 className="card-hero__name">{product.name}</h2>
      <p className="card-hero__times">
        <span className="card-hero__left" data-testid="card-product-times">
          {product.kind === 'prepaid'
            ? t('card.prepaid.face', { amount: formatAmount(product.faceValue ?? 0) })
            : t('card.times.count', { count: product.times ?? 0 })}
        </span>
      </p>
      <p className="card-hero__line" data-testid="card-product-validity">
        {productValidity(product.validity, t, day)}
      </p>
      <Price minor={toMinor(product.price)} size="lg" className="card-hero__price" />
      {meta.length > 0 ? <p className="card-hero__line">{meta.join(' · ')}</p> : null}
    </section>
  );
}

function BuyForm({ product }: { product: CardProductOut }) {
  const t = useT();
  const ids = useId();
  const payInfo = usePayInfo('takeout', product.price > 0);
  const buy = useBuy({
    needPayPassword: payInfo.data?.needPayPassword === true,
    // The result opens on the page the card was bought from, so its title speaks of that kind.
    path: product.kind === 'prepaid' ? buyPrepaidPath : buyPassPath,
  });
  const [method, setMethod] = useState<number | null>(null);
  const login = useLoginInfo(false);
  const options = cardPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const short = toMinor(balance) < toMinor(product.price);
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: product.price });
  const chosen = options.find((o) => o.Code === code) ?? null;
  const free = product.price === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payMethod = free ? PayCode.balance : chosen?.Code;
    if (payMethod !== undefined) buy.pay({ id: product.id, payMethod, price: product.price });
  };
  const refusal = product.refusal ? t(`errors.${product.refusal}`, { Limit: product.buyLimit ?? 0 }) : null;
  return (
    <form onSubmit={submit} data-testid="card-buy-form">
      <Hero product={product} />
      {product.description ? (
        <section className="card-section">
          <h2 className="card-section__title">{t('card.buy.terms')}</h2>
          <p className="card-section__text">{product.description}</p>
        </section>
      ) : null}
      {!free && !refusal ? (
        payInfo.isPending ? (
          <Skeleton height={120} radius={12} />
        ) : (
          <section className="card-section">
            <h2 className="card-section__title" id={`${ids}-methods`}>
              {t('card.buy.payWith')}
            </h2>
            <PayMethodPicker
              options={options}
              selected={chosen?.Code ?? null}
              onSelect={setMethod}
              balance={{ amount: balance, short, shortNote: 'card.buy.balanceShort' }}
              labelledBy={`${ids}-methods`}
              name="card-pay-method"
              look="cards"
            />
          </section>
        )
      ) : null}
      {buy.error || refusal ? (
        <p className="card-error" role="alert" data-testid="card-buy-error">
          {buy.error ?? refusal}
        </p>
      ) : null}
      <div className="card-bar">
        <Price minor={toMinor(product.price)} size="md" />
        <Button
          type="submit"
          size="lg"
          loading={buy.busy}
          disabled={refusal !== null || (!free && !chosen)}
          data-testid="card-buy"
        >
          {t('card.buy.buyNow')}
        </Button>
      </div>
      {buy.asking ? (
        <PayPasswordSheet
          amount={toMinor(product.price)}
          busy={buy.busy}
          error={buy.passwordError}
          attempt={buy.attempt}
          onComplete={buy.payWithPassword}
          onClose={buy.closeKeypad}
        />
      ) : null}
    </form>
  );
}

function ProductBody({ id }: { id: number | null }) {
  const t = useT();
  const product = useCardProduct(id);
  if (id === null) return <EmptyState title={t('errors.CARD_PRODUCT_NOT_FOUND')} />;
  if (product.isError)
    return <LoadFailed title={errorMessage(product.error)} onRetry={() => void product.refetch()} />;
  if (!product.data) return <Skeleton height={160} radius={12} />;
  return <BuyForm product={product.data} />;
}

function BuyPage({ title, resultTitle }: { title: TextKey; resultTitle: TextKey }) {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page card-page--bar">
      <PageHeader title={t(query.orderno ? resultTitle : title)} />
      {query.orderno ? (
        <CardOrderResult orderNo={query.orderno} localOrderNo={query.localOrderNo ?? ''} />
      ) : (
        <ProductBody id={queryId(query.id)} />
      )}
    </div>
  );
}

/**
 * A pass card on sale (SPEC §2 coupons/buyPassDetails?id=…): its price, times and validity, how to pay, buying
 * it; with ?orderno= (after paying, or back from the gateway) the card issued.
 */
export function BuyPassPage() {
  return <BuyPage title="card.buy.title" resultTitle="card.result.title" />;
}

/**
 * A prepaid card on sale (SPEC §2 coupons/buyPrepaidCardDetails?id=…): the same purchase, its face value (more than
 * the price when sold at a discount) in place of the times.
 */
export function BuyPrepaidPage() {
  return <BuyPage title="card.prepaid.buyTitle" resultTitle="card.prepaid.result.title" />;
}
