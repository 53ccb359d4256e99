import type { MemberCardOut, PromotionCardOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useId } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePromotionCard } from '../api/promotion.ts';
import { CardCode } from '../components/card-code.tsx';
import { CardHero } from '../components/card-detail.tsx';
import { CardBuyFoot, CardPayMethods } from '../components/card-pay.tsx';
import { ProductTerms } from '../components/product-terms.tsx';
import { loginPath, menuPath, promotionCardPath } from '../state/card-paths.ts';
import { isUsable, productValidity } from '../state/card-words.ts';
import { useBuyForm } from '../state/use-buy.ts';
import { useCardDay } from '../state/use-card-day.ts';
import '../components/card.css';

/** The promotion the card unlocks: its name, kind and what it says; marked when it no longer runs. */
function Unlocks({ page }: { page: PromotionCardOut }) {
  const t = useT();
  const titleId = useId();
  const { promotion } = page;
  return (
    <section className="card-section" aria-labelledby={titleId} data-testid="promotion-card-unlocks">
      <h2 className="card-section__title" id={titleId}>
        {t('card.promotion.unlocks')}
      </h2>
      <p className="card-section__text">
        <strong data-testid="promotion-card-promotion">{promotion.name}</strong>
        {' · '}
        {t(`marketing.promotions.types.${promotion.t}`)}
      </p>
      {promotion.description ? <p className="card-section__text">{promotion.description}</p> : null}
      {page.promotionActive ? null : (
        <p className="card-section__text" data-testid="promotion-card-ended">
          {t('card.promotion.promotionEnded')}
        </p>
      )}
    </section>
  );
}

/** The card on offer: its name, price (or free), validity and limit. */
function Offer({ page }: { page: PromotionCardOut }) {
  const t = useT();
  const day = useCardDay();
  const { product } = page;
  return (
    <section className="card-hero" data-testid="card-product">
      <h2 className="card-hero__name">{product.name}</h2>
      <p className="card-hero__times">
        {product.price === 0 ? (
          <span className="card-hero__left" data-testid="promotion-card-free">
            {t('card.promotion.free')}
          </span>
        ) : (
          <Price minor={toMinor(product.price)} size="lg" className="card-hero__price" />
        )}
      </p>
      <p className="card-hero__line" data-testid="card-product-validity">
        {productValidity(product.validity, t, day)}
      </p>
      {product.buyLimit !== null ? (
        <p className="card-hero__line">{t('card.buy.limit', { count: product.buyLimit })}</p>
      ) : null}
    </section>
  );
}

/** Getting the card: one tap when free, the pay methods and the keypad as every buy page when priced. */
function GetForm({ page }: { page: PromotionCardOut }) {
  const ids = useId();
  const t = useT();
  const form = useBuyForm(page.product, promotionCardPath, { code: page.code });
  return (
    <form onSubmit={form.submit} data-testid="card-buy-form">
      {!form.free && !form.refusal ? (
        <CardPayMethods pay={form.pay} titleId={`${ids}-methods`} name="card-pay-method" section />
      ) : null}
      {form.free ? (
        <>
          {form.buy.error || form.refusal ? (
            <p className="card-error" role="alert" data-testid="card-buy-error">
              {form.buy.error ?? form.refusal}
            </p>
          ) : null}
          <div className="card-bar">
            <Button
              type="submit"
              size="lg"
              block
              loading={form.buy.busy}
              disabled={!form.canBuy}
              data-testid="card-buy"
            >
              {t('card.promotion.getIt')}
            </Button>
          </div>
        </>
      ) : (
        <CardBuyFoot
          price={page.product.price}
          step={form.buy}
          error={form.refusal}
          disabled={!form.canBuy}
        />
      )}
    </form>
  );
}

/** A guest is asked to log in, and brought back to this card. */
function LoginToGet({ code }: { code: string }) {
  const t = useT();
  return (
    <div className="card-bar">
      <Button
        size="lg"
        block
        onClick={() =>
          navigate(loginPath, { redirect: `${promotionCardPath}?code=${encodeURIComponent(code)}` })
        }
        data-testid="promotion-card-login"
      >
        {t('card.promotion.loginToGet')}
      </Button>
    </div>
  );
}

/** The card the member holds: its state and validity, its code for the counter, and the way to the menu. */
function Held({ card }: { card: MemberCardOut }) {
  const t = useT();
  return (
    <>
      <CardHero
        card={card}
        testPrefix="promotion-card"
        figure={<span className="card-hero__total">{t('card.promotion.held')}</span>}
      />
      {isUsable(card.state) ? (
        <>
          <section className="card-section">
            <CardCode number={card.number} hint="card.promotion.showAtCounter" />
          </section>
          <section className="card-section">
            <Link
              to={menuPath}
              className="btn btn--primary btn--lg btn--block"
              data-testid="promotion-card-shop"
            >
              {t('card.promotion.shopNow')}
            </Link>
          </section>
        </>
      ) : null}
    </>
  );
}

function PromotionCardBody({ code }: { code: string }) {
  const t = useT();
  const page = usePromotionCard(code);
  const unknown = page.isError && isApiError(page.error) && page.error.code === 'CARD_PRODUCT_NOT_FOUND';
  if (code === '' || unknown)
    return <EmptyState title={t('card.promotion.notFound')} text={t('card.promotion.notFoundText')} />;
  if (page.isError)
    return <LoadFailed title={errorMessage(page.error)} onRetry={() => void page.refetch()} />;
  if (!page.data) return <Skeleton height={320} radius={12} />;
  const data = page.data;
  const held = data.card !== null && isUsable(data.card.state) ? data.card : null;
  return (
    <>
      {data.card ? <Held card={data.card} /> : <Offer page={data} />}
      <Unlocks page={data} />
      <ProductTerms text={data.product.description} />
      {held ? null : data.product.refusal === 'NOT_LOGGED_IN' ? (
        <LoginToGet code={data.code} />
      ) : (
        <GetForm page={data} />
      )}
    </>
  );
}

/**
 * A promotion card (SPEC §2 coupons/couponPromotionCardDetails?code=, a notification's deep link): the card a code
 * opens and the promotion it unlocks; getting it (one tap when free, paid as every card when priced; a guest logs
 * in first); once held, the card with its code and the way to the menu, where the promotion applies at settlement.
 */
export function PromotionCardPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="card-page card-page--bar">
      <PageHeader title={t('card.promotion.title')} />
      <PromotionCardBody code={(query.code ?? '').trim()} />
    </div>
  );
}
