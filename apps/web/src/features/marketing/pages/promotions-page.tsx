import { promotionTypes } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePromotions } from '../api/promotions-api.ts';
import { PromotionCard } from '../components/promotion-card.tsx';
import '../components/promotion-badges.css';
import './promotions-page.css';

type Kind = (typeof promotionTypes)[number];

function kindOf(value: string | undefined): Kind | null {
  return (promotionTypes as readonly string[]).includes(value ?? '') ? (value as Kind) : null;
}

/**
 * The promotions page (SPEC §2 named link "promotions page", query t = one of the seven types): the store's running
 * and coming promotions of that type, or all of them, with a row of type filters. Each card says what it gives,
 * when and for whom, and leads to its goods.
 */
export function PromotionsPage() {
  const t = useT();
  const route = useRoute();
  const kind = kindOf(route.query.t);
  const promotions = usePromotions();
  const list = (promotions.data ?? []).filter((p) => kind === null || p.t === kind);
  const now = new Date();
  const kinds = useRef<HTMLElement>(null);
  // A link to a type further along the row (t=PromotionGift) shows its filter, not the row's start.
  useEffect(() => {
    const current = kinds.current?.querySelector(`[data-kind="${kind ?? 'all'}"]`);
    current?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [kind]);

  let body = <Skeleton height={180} radius={12} />;
  if (promotions.isError)
    body = <LoadFailed title={errorMessage(promotions.error)} onRetry={() => void promotions.refetch()} />;
  else if (promotions.data && list.length === 0)
    body = <EmptyState title={t('marketing.promotions.empty')} />;
  else if (promotions.data)
    body = (
      <div className="promo-page__list">
        {list.map((p) => (
          <PromotionCard key={p.id} promotion={p} now={now} />
        ))}
      </div>
    );

  return (
    <div className="promo-page">
      <PageHeader title={kind ? t(`marketing.promotions.types.${kind}`) : t('marketing.promotions.title')} />
      <nav ref={kinds} className="promo-page__kinds" aria-label={t('marketing.promotions.title')}>
        <Link
          to={route.path}
          query={{}}
          replace
          className="promo-page__kind"
          data-kind="all"
          aria-current={kind === null ? 'page' : undefined}
        >
          {t('marketing.promotions.all')}
        </Link>
        {promotionTypes.map((type) => (
          <Link
            key={type}
            to={route.path}
            query={{ t: type }}
            replace
            className="promo-page__kind"
            data-kind={type}
            aria-current={kind === type ? 'page' : undefined}
          >
            {t(`marketing.promotions.types.${type}`)}
          </Link>
        ))}
      </nav>
      <div className="promo-page__content">{body}</div>
    </div>
  );
}
