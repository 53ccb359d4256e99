import type { AttributeGroup } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { isChosen, type Selection } from '../state/attribute-selection.ts';
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

/** The option groups of a product: each a row of chips; add-ons shown beside the option's name. */
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
                {group.required ? t('catalog.product.required') : t('catalog.product.optional')}
                {group.multiple ? ` · ${t('catalog.product.multiple')}` : ''}
              </span>
            </legend>
            <div className="attr-group__options">
              {group.options.map((option) => {
                const chosen = isChosen(selection, group.uid, option.uid);
                const addOn = toMinor(option.addPrice);
                return (
                  <button
                    key={option.uid}
                    type="button"
                    className={`attr-chip${chosen ? ' attr-chip--on' : ''}`}
                    aria-pressed={chosen}
                    onClick={() => onToggle(group, option.uid)}
                  >
                    {option.name}
                    {addOn > 0 && !hidePrices ? (
                      <span className="attr-chip__add">+{formatMoney(addOn, currency)}</span>
                    ) : null}
                  </button>
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
