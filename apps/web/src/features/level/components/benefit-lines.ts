import type { LevelOut } from '@shop/contracts';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

/**
 * A level's benefit lines as shown: the store's own lines, then what its figures give (the discount, the points
 * on joining) in the member's language.
 */
export function benefitLines(level: LevelOut, t: Translate): string[] {
  const lines = [...level.benefits];
  if (level.discountPercent > 0) lines.push(t('level.discount', { percent: level.discountPercent }));
  if (level.rewardPoints > 0) lines.push(t('level.rewardPoints', { points: level.rewardPoints }));
  return [...new Set(lines)];
}
