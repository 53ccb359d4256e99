import type { ForfeitedAsset } from '@shop/contracts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag } from '../../../lib/i18n/locale.ts';
import { hasKey } from '../../../lib/i18n/messages.ts';
import { useStore } from '../../store/index.ts';

/** An asset's name: translated for the kinds the app knows, the server's own label for newer ones. */
function assetName(asset: ForfeitedAsset, t: Translate): string {
  const key = `account.deregister.asset.${asset.kind}`;
  return hasKey(key) ? t(key) : asset.name;
}

/**
 * What the member would lose by deregistering, one line per asset, amounts as the store shows money; a count
 * with a face value (cash coupons) says what it is worth beneath it.
 */
export function ForfeitList({ assets }: { assets: ForfeitedAsset[] }) {
  const t = useT();
  const { locale } = useLocale();
  const { currency } = useStore();
  const count = new Intl.NumberFormat(intlTag(locale));
  return (
    <ul className="forfeit-list" data-testid="deregister-assets">
      {assets.map((asset) => (
        <li
          key={asset.kind}
          className={`forfeit-list__item${asset.amount > 0 ? '' : ' forfeit-list__item--none'}`}
          data-testid={`deregister-asset-${asset.kind}`}
        >
          <span className="forfeit-list__name">{assetName(asset, t)}</span>
          <span className="forfeit-list__figure">
            <span className="forfeit-list__amount">
              {asset.unit === 'money' ? formatAmount(asset.amount, currency) : count.format(asset.amount)}
            </span>
            {asset.value === undefined ? null : (
              <span className="forfeit-list__value">
                {t('account.deregister.faceValue', { amount: formatAmount(asset.value, currency) })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
