import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconCrown } from '../../../ui/page-icons.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePointsPromise } from '../../store/index.ts';
import type { MemberCard, UpgradeInfo } from '../api/levels.ts';

/** How far the growth value is from `next` (0–100), for the progress bar. */
export function growthPercent(info: Pick<UpgradeInfo, 'growthValue' | 'next'>): number {
  if (!info.next) return 100;
  if (info.next.growthThreshold <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((info.growthValue / info.next.growthThreshold) * 100)));
}

function GrowthLine({ info }: { info: UpgradeInfo }) {
  const t = useT();
  const percent = growthPercent(info);
  let text = t('level.topLevel');
  if (info.next && info.growthNeeded !== null)
    text =
      info.growthNeeded > 0
        ? t('level.growthToNext', { needed: info.growthNeeded, name: info.next.name })
        : t('level.growthReached', { name: info.next.name });
  return (
    <div className="level-card__growth">
      <div className="level-card__growth-head">
        <span>{t('level.growth')}</span>
        <strong data-testid="level-growth">{info.growthValue}</strong>
      </div>
      <div
        className="level-card__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('level.growth')}
      >
        <span className="level-card__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="level-card__next" data-testid="level-next">
        {text}
      </p>
    </div>
  );
}

/**
 * The member card at the top of the level page: the level, card number, expiry, growth to the next level, and the
 * points the store's rule gives for spending (when it has a rule).
 */
export function LevelCard({ info, card }: { info: UpgradeInfo | undefined; card: MemberCard | undefined }) {
  const t = useT();
  const promise = usePointsPromise();
  if (!info || !card) {
    return (
      <section className="level-card level-card--loading" aria-busy="true">
        <Skeleton width="40%" height={22} />
        <Skeleton width="60%" height={13} />
        <Skeleton height={8} radius={4} />
      </section>
    );
  }
  return (
    <section className="level-card" data-testid="level-card">
      <div className="level-card__top">
        <span className="level-card__badge" aria-hidden="true">
          <IconCrown size={22} />
        </span>
        <div className="level-card__who">
          <p className="level-card__label">{t('level.current')}</p>
          <h2 className="level-card__name" data-testid="level-current">
            {info.current?.name ?? t('level.noLevels')}
          </h2>
        </div>
      </div>
      <p className="level-card__meta">
        <span>{t('level.cardNo', { no: card.cardNo })}</span>
        <span>
          {card.expiresOn
            ? t('level.validUntil', { date: formatDate(`${card.expiresOn}T12:00:00`, 'short') })
            : t('level.permanent')}
        </span>
      </p>
      <GrowthLine info={info} />
      {promise ? (
        <p className="level-card__points" data-testid="level-points-promise">
          {promise}
        </p>
      ) : null}
    </section>
  );
}
