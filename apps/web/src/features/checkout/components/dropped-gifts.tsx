import type { DroppedGiftOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { IconAlert } from '../../../ui/icons.tsx';

/**
 * The free gifts a promotion would add that have run out (issue 28): the order goes on without them, so they are
 * named under the lines rather than among the problems that stop it.
 */
export function DroppedGifts({ gifts }: { gifts: readonly DroppedGiftOut[] }) {
  const t = useT();
  if (gifts.length === 0) return null;
  return (
    <div className="settle-dropped" role="status" data-testid="settle-dropped-gifts">
      <IconAlert size={16} />
      <ul>
        {gifts.map((gift) => (
          <li key={gift.ProductId}>
            {t('checkout.giftGone', { name: gift.ProductName, count: gift.Quantity })}
          </li>
        ))}
      </ul>
    </div>
  );
}
