import type { CouponTemplateOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCentre } from '../api/load-center.ts';
import { CouponCard } from '../components/coupon-card.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { TakeAction } from '../components/take-action.tsx';
import { centrePath, exchangePath, minePath, mineQuery, templatePath } from '../state/coupon-paths.ts';
import { validityWords } from '../state/rule-words.ts';
import { useTake } from '../state/use-take.ts';
import { useWords } from '../state/use-words.ts';
import './coupon-pages.css';

function CentreCard({
  template,
  busy,
  onTake,
}: {
  template: CouponTemplateOut;
  busy: boolean;
  onTake: () => void;
}) {
  const t = useT();
  const words = useWords(template.names);
  return (
    <li>
      <CouponCard
        rule={template.rule}
        name={template.name}
        words={words}
        testId={`coupon-template-${template.id}`}
        meta={
          <>
            <p>{validityWords(template.validity, words)}</p>
            {template.remaining !== null ? (
              <p data-testid="coupon-remaining">
                {t('coupon.centre.remaining', { count: template.remaining })}
              </p>
            ) : null}
            {template.claimed + template.bought > 0 ? (
              <p data-testid="coupon-mine-count">
                {t('coupon.centre.claimedCount', { count: template.claimed + template.bought })}
              </p>
            ) : null}
          </>
        }
        action={
          <>
            <TakeAction template={template} busy={busy} onTake={onTake} />
            <Link
              to={templatePath}
              query={{ id: String(template.id) }}
              className="coupon-link touch-44"
              data-testid={`coupon-details-${template.id}`}
            >
              {t('coupon.mine.details')}
              <span className="visually-hidden"> {template.name}</span>
            </Link>
          </>
        }
      />
    </li>
  );
}

/** The coupon centre (SPEC §2 coupons/coupon): what the store publishes, what is left, claim or buy. */
export function CouponCentrePage() {
  const t = useT();
  const list = useCentre();
  const take = useTake(centrePath);

  return (
    <div className="coupon-page">
      <PageHeader title={t('coupon.centreTitle')} />
      <nav className="coupon-shortcuts" aria-label={t('coupon.centreTitle')}>
        <Link to={minePath} query={mineQuery} className="coupon-shortcut" data-testid="coupon-to-mine">
          {t('coupon.centre.toMine')}
        </Link>
        <Link to={exchangePath} className="coupon-shortcut" data-testid="coupon-to-exchange">
          {t('coupon.centre.toExchange')}
        </Link>
      </nav>
      <PagedList
        list={list}
        rows={(page) => page.coupons}
        label={t('coupon.centreTitle')}
        empty={<EmptyState title={t('coupon.centre.empty')} text={t('coupon.centre.emptyText')} />}
      >
        {(template) => (
          <CentreCard
            key={template.id}
            template={template}
            busy={take.busyId === template.id}
            onTake={() => take.take(template)}
          />
        )}
      </PagedList>
    </div>
  );
}
