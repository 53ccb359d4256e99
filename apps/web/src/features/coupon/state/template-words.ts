import type { CouponTemplateOut } from '@shop/contracts';
import { validityWords, type WordsContext } from './rule-words.ts';

/**
 * What a template asks of the member beside its rule (SPEC §5 coupon limits): how long the coupon lasts, the
 * claim or buy limit per member, new- or old-member-only, the levels it is for.
 */
export function templateWords(template: CouponTemplateOut, ctx: WordsContext) {
  const { t } = ctx;
  const lines = [validityWords(template.validity, ctx)];
  const limit = template.price > 0 ? template.buyLimit : template.claimLimit;
  if (limit !== null)
    lines.push(t(template.price > 0 ? 'coupon.rules.buyLimit' : 'coupon.rules.claimLimit', { count: limit }));
  if (template.newMembersOnly) lines.push(t('coupon.rules.newMembersOnly'));
  if (template.oldMembersOnly) lines.push(t('coupon.rules.oldMembersOnly'));
  if (template.levelNames.length > 0)
    lines.push(t('coupon.rules.levels', { list: template.levelNames.join(t('coupon.rules.listSep')) }));
  return lines;
}
