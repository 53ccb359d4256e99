import type { CardProductOut } from '@shop/contracts';
import { queryId, toMinor } from '@shop/domain';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCardOrder } from '../api/buy.ts';
import { useCardProduct } from '../api/products.ts';
import { CardOrderResult } from '../components/card-order-result.tsx';
import { CardBuyFoot, CardPayMethods } from '../components/card-pay.tsx';
import { buyPathOf, productCovers, productMeasure } from '../components/product-row.tsx';
import { ProductTerms } from '../components/product-terms.tsx';
import { productValidity } from '../state/card-words.ts';
import { useBuyForm } from '../state/use-buy.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/card.css';

/** The card on sale: name, times, validity, price, stock and limit, and what it says of itself. */
function Hero({ product }: { product: CardProductOut }) {
  const t = useT();
  const day = useCardDay();
  const covers = productCovers(product, t);
  const meta = [
    product.remaining !== null ? t('card.buy.remaining', { count: product.remaining }) : null,
    product.buyLimit !== null ? t('card.buy.limit', { count: product.buyLimit }) : null,
  ].filter(Boolean);
  return (
    <section className="card-hero" data-testid="card-product">
      <h2 className="card-hero__name">{product.name}</h2>
      <p className="card-hero__times">
        <span className="card-hero__left" data-testid="card-product-times">
          {productMeasure(product, t)}
        </span>
      </p>
      <p className="card-hero__line" data-testid="card-product-validity">
        {productValidity(product.validity, t, day)}
      </p>
      {covers ? (
        <p className="card-hero__line" data-testid="card-product-covers">
          {covers}
        </p>
      ) : null}
      <Price minor={toMinor(product.price)} size="lg" className="card-hero__price" />
      {meta.length > 0 ? <p className="card-hero__line">{meta.join(' · ')}</p> : null}
    </section>
  );
}

function BuyForm({ product }: { product: CardProductOut }) {
  const ids = useId();
  // The result opens on the page the card was bought from, so its title speaks of that kind.
  const form = useBuyForm(product, buyPathOf(product));
  return (
    <form onSubmit={form.submit} data-testid="card-buy-form">
      <Hero product={product} />
      <ProductTerms text={product.description} />
      {!form.free && !form.refusal ? (
        <CardPayMethods pay={form.pay} titleId={`${ids}-methods`} name="card-pay-method" section />
      ) : null}
      <CardBuyFoot price={product.price} step={form.buy} error={form.refusal} disabled={!form.canBuy} />
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

/** A kind's own titles on a shared buy page (a shopping card is bought on the prepaid card's). */
interface BuyTitles {
  title: TextKey;
  resultTitle: TextKey;
}

const shoppingTitles: BuyTitles = {
  title: 'card.shopping.buyTitle',
  resultTitle: 'card.shopping.result.title',
};

/** The titles for the card the page shows: the product's, or the order's once bought; the page's until known. */
function useTitles(own: BuyTitles): BuyTitles {
  const { query } = useRoute();
  const product = useCardProduct(query.orderno ? null : queryId(query.id)).data;
  // The result's own read of the order (not asked again here: the cache only).
  const order = useCardOrder(query.orderno ?? '', false).data;
  const kind = query.orderno ? order?.cardKind : product?.kind;
  return kind === 'shopping' ? shoppingTitles : own;
}

function BuyPage(own: BuyTitles) {
  const t = useT();
  const { query } = useRoute();
  const { title, resultTitle } = useTitles(own);
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
 * the price when sold at a discount) in place of the times. A shopping card is bought here too (SPEC §2 has no page
 * of its own for it), titled as one and saying what it pays for.
 */
export function BuyPrepaidPage() {
  return <BuyPage title="card.prepaid.buyTitle" resultTitle="card.prepaid.result.title" />;
}
