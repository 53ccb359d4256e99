import type { CouponRule } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { ruleWords, type WordsContext } from '../state/rule-words.ts';

/** "How to use": every condition of the rule in words, then any extra lines (validity, limits of the template). */
export function RuleList({
  rule,
  words,
  extra = [],
}: {
  rule: CouponRule;
  words: WordsContext;
  extra?: string[];
}) {
  const t = useT();
  return (
    <section className="coupon-rules card" aria-labelledby="coupon-rules-title" data-testid="coupon-rules">
      <h2 className="coupon-section__title" id="coupon-rules-title">
        {t('coupon.rules.title')}
      </h2>
      <ul className="coupon-rules__list">
        {[...extra, ...ruleWords(rule, words)].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
