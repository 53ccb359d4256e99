import { type AttributeGroup, type catalogEndpoints, catalogPaths, type ProductCard } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { BottomSheet } from '../../../ui/bottom-sheet.tsx';
import { Button } from '../../../ui/button.tsx';
import { OptionChip } from '../../../ui/option-chip.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import './table.css';

const attributes = endpointRef<typeof catalogEndpoints.attributes>(catalogPaths.attributes);

/** The first option of every required single-choice group: a dish is added in two taps. */
function defaults(groups: AttributeGroup[]): number[] {
  return groups.filter((g) => g.required && !g.multiple && g.options[0]).map((g) => g.options[0]!.uid);
}

function toggle(groups: AttributeGroup[], chosen: number[], group: AttributeGroup, uid: number): number[] {
  if (group.multiple) return chosen.includes(uid) ? chosen.filter((id) => id !== uid) : [...chosen, uid];
  const others = new Set(group.options.map((o) => o.uid));
  return [...chosen.filter((id) => !others.has(id)), uid].filter((id) =>
    groups.some((g) => g.options.some((o) => o.uid === id)),
  );
}

/** The options of a dish with choices (size, sugar…), chosen as the app's chips before it goes into the shared cart. */
export function DishOptions({
  product,
  onAdd,
  onClose,
}: {
  product: ProductCard;
  onAdd: (optionIds: number[]) => void;
  onClose: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const currency = useContext(CurrencyContext);
  const groups = useQuery({
    queryKey: ['table', 'options', product.ProductId, locale],
    queryFn: () => call(attributes, { productId: product.ProductId }),
  });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const list = groups.data ?? [];
  const picked = chosen ?? defaults(list);
  const complete = list.every((g) => !g.required || g.options.some((o) => picked.includes(o.uid)));
  return (
    <BottomSheet label={product.ProductName} onClose={onClose} testId="dish-options">
      <div className="table-options-body">
        <h2 className="table-row__name">{product.ProductName}</h2>
        {list.map((g) => (
          <fieldset key={g.uid} className="table-options">
            <legend>{g.name}</legend>
            <div className="option-chips">
              {g.options.map((o) => (
                <OptionChip
                  key={o.uid}
                  on={picked.includes(o.uid)}
                  onClick={() => setChosen(toggle(list, picked, g, o.uid))}
                  addOn={o.addPrice > 0 ? formatAmount(o.addPrice, currency) : null}
                  data-testid={`dish-option-${o.uid}`}
                >
                  {o.name}
                </OptionChip>
              ))}
            </div>
          </fieldset>
        ))}
        <Button
          block
          disabled={!groups.data || !complete}
          onClick={() => onAdd(picked)}
          data-testid="dish-options-add"
        >
          {t('table.add', { name: product.ProductName })}
        </Button>
      </div>
    </BottomSheet>
  );
}
