import type { TopUpRuleOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { Price } from '../../../ui/price.tsx';
import { GiftLines } from './gift-lines.tsx';

/** A fixed top-up as a choice card: the amount, then its gifts spelled out. */
export function RuleCard(props: { rule: TopUpRuleOut; selected: boolean; onSelect: () => void }) {
  const { rule } = props;
  return (
    <button
      type="button"
      className={`balance-rule${props.selected ? ' balance-rule--on' : ''}`}
      aria-pressed={props.selected}
      onClick={props.onSelect}
      data-testid={`top-up-rule-${rule.id}`}
    >
      <span className="balance-rule__amount">
        <Price minor={toMinor(rule.amount)} size="lg" />
      </span>
      <GiftLines gift={rule.gift} items={rule.items} />
    </button>
  );
}
