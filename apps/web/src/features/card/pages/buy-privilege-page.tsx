import type { PrivilegeProductOut } from '@shop/contracts';
import { queryId, toMinor } from '@shop/domain';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { OptionChip } from '../../../ui/option-chip.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMyCards } from '../api/my-cards.ts';
import { usePrivilegeProducts } from '../api/privilege.ts';
import { CardBuyFoot, CardPayMethods } from '../components/card-pay.tsx';
import { PrivilegeBenefits } from '../components/privilege-benefits.tsx';
import { PrivilegeOrderResult } from '../components/privilege-order-result.tsx';
import { ProductTerms } from '../components/product-terms.tsx';
import { heldValidity } from '../state/card-words.ts';
import { buyPrivilegePath } from '../state/privilege-paths.ts';
import { periodWords } from '../state/privilege-words.ts';
import { useBuyForm } from '../state/use-buy.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/card.css';
import '../components/privilege.css';

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
  const ids = useId();
  const form = useBuyForm(chosen, buyPrivilegePath);
  return (
    <form onSubmit={form.submit} data-testid="card-buy-form">
      <Hero product={chosen} />
      <Periods products={products} chosen={chosen} />
      <PrivilegeBenefits terms={chosen.privilege} titleId={`${ids}-benefits`} />
      <ProductTerms text={chosen.description} />
      {!form.free && !form.refusal ? (
        <CardPayMethods pay={form.pay} titleId={`${ids}-methods`} name="card-pay-method" section />
      ) : null}
      <CardBuyFoot price={chosen.price} step={form.buy} error={form.refusal} disabled={!form.canBuy} />
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
