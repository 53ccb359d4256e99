import type { LevelOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Price } from '../../../ui/price.tsx';
import { benefitLines } from './benefit-lines.ts';
import { IconBenefit } from './level-icons.tsx';

/** How a level is reached, as short tags: where everyone starts, a growth threshold, a price. */
function WaysIn({ level }: { level: LevelOut }) {
  const t = useT();
  const tags: Array<{ key: string; node: ReactNode }> = [];
  if (level.isEntry) tags.push({ key: 'entry', node: t('level.entry') });
  if (level.growthThreshold !== null && level.growthThreshold !== undefined)
    tags.push({ key: 'growth', node: t('level.reachByGrowth', { value: level.growthThreshold }) });
  if (level.price !== null)
    tags.push({
      key: 'price',
      node: (
        <>
          {t('level.buyFor')} <Price minor={toMinor(level.price)} size="sm" />
        </>
      ),
    });
  if (level.validDays !== null)
    tags.push({ key: 'days', node: t('level.validDays', { days: level.validDays }) });
  return (
    <p className="level-item__ways">
      {tags.map((tag) => (
        <span key={tag.key} className="level-item__tag">
          {tag.node}
        </span>
      ))}
    </p>
  );
}

/** One level: its name, how it is reached and its benefits; the member's own is marked. */
function LevelItem({ level, mine }: { level: LevelOut; mine: boolean }) {
  const t = useT();
  const lines = benefitLines(level, t);
  return (
    <li
      className={`level-item card${mine ? ' level-item--mine' : ''}`}
      data-testid={`level-item-${level.code}`}
    >
      <div className="level-item__head">
        <h3 className="level-item__name">{level.name}</h3>
        {mine ? <span className="level-item__mine">{t('level.yours')}</span> : null}
      </div>
      <WaysIn level={level} />
      {lines.length > 0 ? (
        <ul className="level-item__benefits" aria-label={t('level.benefits')}>
          {lines.map((line) => (
            <li key={line}>
              <IconBenefit size={14} />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The store's levels by rank with their benefits (SPEC §3), the member's current level highlighted. */
export function LevelList({ levels, currentId }: { levels: readonly LevelOut[]; currentId: number | null }) {
  const t = useT();
  return (
    <section className="level-section" aria-labelledby="level-list-title">
      <h2 className="level-section__title" id="level-list-title">
        {t('level.allLevels')}
      </h2>
      <ol className="level-list">
        {levels.map((level) => (
          <LevelItem key={level.id} level={level} mine={level.id === currentId} />
        ))}
      </ol>
    </section>
  );
}
