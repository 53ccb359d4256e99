import type { AttributeGroup, ProductDetail } from '@shop/contracts';
import { MAX_LINE_QUANTITY, type Minor, toMinor } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { useCart, useCartActions } from '../../cart/index.ts';
import { useLineLimit, useStore } from '../../store/index.ts';
import {
  chosenOptions,
  emptySelection,
  missingGroups,
  type Selection,
  toggleOption,
  unitPrice,
} from '../state/attribute-selection.ts';

export type PurchaseOutcome = 'added' | 'missing' | 'refused';

export interface Purchase {
  selection: Selection;
  toggle: (group: AttributeGroup, optionUid: number) => void;
  quantity: number;
  setQuantity: (quantity: number) => void;
  /**
   * Highest quantity the stepper offers: what the stock leaves beside the units already in the cart, and never
   * more than the store's per-line limit.
   */
  maxQuantity: number;
  /** The store's per-line limit when the quantity has reached it (the page says so), else null. */
  limitReached: number | null;
  /** Unit price with the chosen add-ons, and the crossed-out unit price (null when not on sale), minor units. */
  unit: Minor;
  original: Minor | null;
  total: Minor;
  /** Required groups still unchosen; `showMissing` turns on after a refused add to point at them. */
  missing: AttributeGroup[];
  showMissing: boolean;
  /** Adds the product with the chosen options and quantity to the cart. */
  submit: () => PurchaseOutcome;
}

/**
 * Choosing options and a quantity and adding to the cart, shared by the detail page and the option sheet.
 * Required groups must be chosen first (SPEC §5); the cart refuses beyond stock and shows its own message
 * (SPEC §4), so only success is announced here.
 */
export function usePurchase(product: ProductDetail | undefined): Purchase {
  const t = useT();
  const { info } = useStore();
  const { countByProduct } = useCart();
  const { add } = useCartActions();
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [quantity, setQuantity] = useState(1);
  const [showMissing, setShowMissing] = useState(false);

  const groups = product?.attributeGroups ?? [];
  const missing = missingGroups(groups, selection);
  const base = product ? toMinor(product.SellPrice) : 0;
  const unit = product ? unitPrice(product.SellPrice, groups, selection) : 0;
  const original =
    product && product.OriginalPrice > product.SellPrice
      ? toMinor(product.OriginalPrice) + unit - base
      : null;
  const inCart = product ? (countByProduct[product.ProductId]?.num ?? 0) : 0;
  const unlimited = !product || product.IgnoreStock || info?.AllowStockBelowZero === true;
  const limit = useLineLimit();
  const maxQuantity = Math.min(limit, unlimited ? MAX_LINE_QUANTITY : Math.max(1, product.Stock - inCart));

  const submit = (): PurchaseOutcome => {
    if (!product) return 'refused';
    const first = missing[0];
    if (first) {
      setShowMissing(true);
      toast(t('catalog.product.chooseGroup', { group: first.name }));
      return 'missing';
    }
    const attributes = chosenOptions(groups, selection).map((o) => ({
      uid: o.uid,
      name: o.name,
      addPrice: o.addPrice,
      groupName: o.groupName,
    }));
    if (!add(product, attributes, quantity).ok) return 'refused';
    toast(t('catalog.product.added'), { kind: 'success' });
    setQuantity(1);
    return 'added';
  };

  return {
    selection,
    toggle: (group, optionUid) => setSelection((s) => toggleOption(s, group, optionUid)),
    quantity: Math.min(quantity, maxQuantity),
    setQuantity: (q) => setQuantity(Math.max(1, Math.min(q, maxQuantity))),
    maxQuantity,
    limitReached: Math.min(quantity, maxQuantity) >= limit ? limit : null,
    unit,
    original,
    total: unit * Math.min(quantity, maxQuantity),
    missing,
    showMissing,
    submit,
  };
}
