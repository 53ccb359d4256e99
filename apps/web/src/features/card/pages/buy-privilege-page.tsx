import type { PayOptionOut, PrivilegeProductOut } from '@shop/contracts';
import { effectivePayCode, isOnlinePayCode, PayCode, queryId, toMinor } from '@shop/domain';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { OptionChip } from '../../../ui/option-chip.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { PayMethodPicker, PayPasswordSheet, usePayInfo } from '../../payment/index.ts';
import { useMyCards } from '../api/my-cards.ts';
import { usePrivilegeProducts } from '../api/privilege.ts';
import { PrivilegeBenefits } from '../components/privilege-benefits.tsx';
import { PrivilegeOrderResult } from '../components/privilege-order-result.tsx';
import { heldValidity } from '../state/card-words.ts';
import { buyPrivilegePath } from '../state/privilege-paths.ts';
import { periodWords } from '../state/privilege-words.ts';
import { useCardDay } from '../state/use-card-day.ts';
import { usePrivilegeBuy } from '../state/use-privilege-buy.ts';
import '../components/card.css';
import '../components/privilege.css';

/** What a card can be paid by: member balance and the online gateways (nothing is collected at a counter). */
function cardPayMethods(options: readonly PayOptionOut[]): PayOptionOut[] {
  return options.filter((o) => o.Code === PayCode.balance || isOnlinePayCode(o.Code));
}

/** The periods on sale as chips; picking one puts its id in the address, so a reload keeps it. */
function Periods({ products, chosen }: { products: PrivilegeProductOut[]; chosen: PrivilegeProductOut }) {
  const t = useT();
  const ids = useId();
  if (products.length < 2) return null;
  return (
    <section className="card-section" aria-labelledby={`${ids}-periods`}>
      <h2 className="card-section__title" id={`${ids}-periods`}>
        {t('card.privilege.choosePeriod')}
      </h2>
      <div className="option-chips">
        {products.map((p) => (
          <OptionChip
            key={p.id}
            on={p.id === chosen.id}
            onClick={() => redirect(buyPrivilegePath, { id: String(p.id) })}
            data-testid={`privilege-period-${p.id}`}
          >
            {p.name} · {periodWords(p.privilege.periodMonths, t)}
          </OptionChip>
        ))}
      </div>
    </section>
  );
}

/** The member's running card of this product, if any: buying then renews it from its end. */
function useRunningCard(productId: number) {
  return useMyCards(4, 'usable')
    .data?.pages.flatMap((p) => p.cards)
    .find((c) => c.productId === productId && c.state !== 'notYetEffective');
}

/** The period chosen: its name, length, price, and — for a member holding one — that buying renews it. */
function Hero({ product }: { product: PrivilegeProductOut }) {
  const t = useT();
  const day = useCardDay();
  const running = useRunningCard(product.id);
  return (
    <section className="card-hero" data-testid="privilege-product">
      <h2 className="card-hero__name">{product.name}</h2>
      <p className="card-hero__line" data-testid="privilege-product-period">
        {periodWords(product.privilege.periodMonths, t)}
      </p>
      <Price minor={toMinor(product.price)} size="lg" className="card-hero__price" />
      {running ? (
        <p className="card-hero__line" data-testid="privilege-renews">
          {t('card.privilege.renews', { until: heldValidity(running, t, day) })}
        </p>
      ) : null}
    </section>
  );
}

function BuyForm({ products, chosen }: { products: PrivilegeProductOut[]; chosen: PrivilegeProductOut }) {
  const t = useT();
  const ids = useId();
  const payInfo = usePayInfo('takeout', chosen.price > 0);
  const buy = usePrivilegeBuy({ needPayPassword: payInfo.data?.needPayPassword === true });
  const [method, setMethod] = useState<number | null>(null);
  const login = useLoginInfo(false);
  const options = cardPayMethods(payInfo.data?.payMethods ?? []);
  const balance = login.data?.isLogin ? login.data.userInfo.money : 0;
  const short = toMinor(balance) < toMinor(chosen.price);
  const code = effectivePayCode(options, method, { isLoggedIn: true, balance, due: chosen.price });
  const picked = options.find((o) => o.Code === code) ?? null;
  const free = chosen.price === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const payMethod = free ? PayCode.balance : picked?.Code;
    if (payMethod !== undefined) buy.pay({ id: chosen.id, payMethod, price: chosen.price });
  };
  const refusal = chosen.refusal ? t(`errors.${chosen.refusal}`, { Limit: chosen.buyLimit ?? 0 }) : null;
  return (
    <form onSubmit={submit} data-testid="card-buy-form">
      <Hero product={chosen} />
      <Periods products={products} chosen={chosen} />
      <PrivilegeBenefits terms={chosen.privilege} titleId={`${ids}-benefits`} />
      {chosen.description ? (
        <section className="card-section">
          <h2 className="card-section__title">{t('card.buy.terms')}</h2>
          <p className="card-section__text">{chosen.description}</p>
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
              selected={picked?.Code ?? null}
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
        <Price minor={toMinor(chosen.price)} size="md" />
        <Button
          type="submit"
          size="lg"
          loading={buy.busy}
          disabled={refusal !== null || (!free && !picked)}
          data-testid="card-buy"
        >
          {t('card.buy.buyNow')}
        </Button>
      </div>
      {buy.asking ? (
        <PayPasswordSheet
          amount={toMinor(chosen.price)}
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

function ProductsBody({ id }: { id: number | null }) {
  const t = useT();
  const list = usePrivilegeProducts();
  if (list.isError)
    return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height={160} radius={12} />;
  const products = list.data.products;
  const chosen = products.find((p) => p.id === id) ?? (id === null ? products[0] : undefined);
  if (!chosen)
    return (
      <EmptyState title={t(id === null ? 'card.privilege.noneOnSale' : 'errors.CARD_PRODUCT_NOT_FOUND')} />
    );
  // Keyed by the period, so a switch starts a fresh purchase (its own key, method and errors).
  return <BuyForm key={chosen.id} products={products} chosen={chosen} />;
}

/**
 * Privilege cards on sale (SPEC §2 coupons/buyPrivilegeCard, ?id= a period): the periods with their prices, what
 * each month gives, how to pay, buying — which renews a running card of the same period from its end; with
 * ?orderno= (after paying, or back from the gateway) the result.
 */
export function BuyPrivilegePage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page card-page--bar">
      <PageHeader title={t(query.orderno ? 'card.privilege.resultTitle' : 'card.privilege.buyTitle')} />
      {query.orderno ? (
        <PrivilegeOrderResult orderNo={query.orderno} localOrderNo={query.localOrderNo ?? ''} />
      ) : (
        <ProductsBody id={queryId(query.id)} />
      )}
    </div>
  );
}
