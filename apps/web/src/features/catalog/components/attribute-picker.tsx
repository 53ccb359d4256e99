import type { AttributeGroup } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { OptionChip } from '../../../ui/option-chip.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { choiceLimits, isChosen, isFull, type Selection } from '../state/attribute-selection.ts';
import './attribute-picker.css';

interface AttributePickerProps {
  groups: readonly AttributeGroup[];
  selection: Selection;
  onToggle: (group: AttributeGroup, optionUid: number) => void;
  /** Required groups to point out (after a refused add). */
  missing: readonly AttributeGroup[];
  showMissing: boolean;
  hidePrices?: boolean;
}

/** What a group asks for: a combo's group by its counts ("Choose 2 · 1 chosen"), the others required or not. */
function ruleText(group: AttributeGroup, chosen: number, t: ReturnType<typeof useT>): string {
  if (group.maxChoices === undefined)
    return `${group.required ? t('catalog.product.required') : t('catalog.product.optional')}${
      group.multiple ? ` · ${t('catalog.product.multiple')}` : ''
    }`;
  const { min, max } = choiceLimits(group);
  let rule = t('catalog.combo.chooseRange', { min, max });
  if (min === max) rule = t('catalog.combo.choose', { n: max });
  else if (min === 0) rule = t('catalog.combo.upTo', { max });
  return max > 1 ? `${rule} · ${t('catalog.combo.chosen', { count: chosen })}` : rule;
}

/**
 * The option groups of a product or the choices of a combo: each a row of chips; add-ons shown beside the
 * option's name. A group at its limit disables its other chips until one is taken off.
 */
export function AttributePicker({
  groups,
  selection,
  onToggle,
  missing,
  showMissing,
  hidePrices = false,
}: AttributePickerProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  return (
    <div className="attr-groups">
      {groups.map((group) => {
        const flagged = showMissing && missing.includes(group);
        const labelId = `attr-group-${group.uid}`;
        return (
          <fieldset
            key={group.uid}
            className={`attr-group${flagged ? ' attr-group--missing' : ''}`}
            aria-describedby={flagged ? `${labelId}-hint` : undefined}
            data-group={group.uid}
          >
            <legend className="attr-group__title" id={labelId}>
              <span>{group.name}</span>
              <span className="attr-group__rule">
                {ruleText(group, selection[group.uid]?.length ?? 0, t)}
              </span>
            </legend>
            <div className="option-chips">
              {group.options.map((option) => {
                const chosen = isChosen(selection, group.uid, option.uid);
                const addOn = toMinor(option.addPrice);
                return (
                  <OptionChip
                    key={option.uid}
                    on={chosen}
                    disabled={!chosen && isFull(selection, group)}
                    onClick={() => onToggle(group, option.uid)}
                    addOn={addOn > 0 && !hidePrices ? formatMoney(addOn, currency) : null}
                  >
                    {option.name}
                  </OptionChip>
                );
              })}
            </div>
            {flagged ? (
              <p className="attr-group__hint" id={`${labelId}-hint`} role="alert">
                {t('catalog.product.chooseGroup', { group: group.name })}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}
