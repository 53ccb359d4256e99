import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconAlert } from '../../../ui/icons.tsx';
import type { Refusal } from '../state/submit-order.ts';
import { itemLine } from './settlement-problems.tsx';

/** Why the last submit was refused, translated by its code, with the items short of stock when it says so. */
export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  const t = useT();
  if (!refusal) return null;
  return (
    <div className="settle-refusal" role="alert" data-testid="settle-refusal" data-code={refusal.code}>
      <IconAlert size={18} />
      <div>
        <p className="settle-refusal__message">{refusal.message}</p>
        {refusal.items.map((item) => (
          <p className="settle-refusal__item" key={`${item.ProductId}-${item.ProductName}`}>
            {itemLine(item, t)}
          </p>
        ))}
      </div>
    </div>
  );
}
